package org.accord.term;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.objecthunter.exp4j.Expression;
import net.objecthunter.exp4j.ExpressionBuilder;
import net.objecthunter.exp4j.ValidationResult;
import net.objecthunter.exp4j.tokenizer.UnknownFunctionOrVariableException;

/**
 * One function term parsed by exp4j: the expression (when it parses), the names it uses, and its problems.
 * Unknown names are collected one by one: each one exp4j stops at is reported and then declared, so that
 * parsing goes on to find the next one and any syntax error behind it. An unknown name followed by
 * {@code (} is an unknown function; parsing stops there, since its arity cannot be guessed. Implicit
 * multiplication is off: {@code tD1 Ncpu} is a syntax error, not a product.
 */
record ParsedTerm(String name, Optional<Expression> expression, Set<String> symbols, List<TermProblem> problems) {

    /** exp4j's predefined constants; they are inputs only when the term set declares them itself. */
    static final Set<String> CONSTANTS = Set.of("pi", "π", "e", "φ");

    private static final int MAX_UNKNOWN = 64;

    /** A whole name in the expression text, not part of a number ({@code 1e5}) and not a function call. */
    private static final Pattern NAME = Pattern.compile("(?<![\\w.])([A-Za-z_][A-Za-z0-9_]*)(?!\\s*\\(|\\w)");

    /** A maximal run of identifier characters starting with a letter or '_'. */
    private static final Pattern IDENTIFIER_RUN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    static ParsedTerm parse(FunctionTermDeclaration term, Set<String> known) {
        List<TermProblem> problems = new ArrayList<>();
        Set<String> unknown = undeclaredNames(term, known, problems);
        while (unknown.size() <= MAX_UNKNOWN) {
            try {
                return built(term, build(term.expression(), known, unknown), known, problems);
            } catch (UnknownFunctionOrVariableException e) {
                Optional<TermProblem> fatal = unknownName(term, e, problems);
                if (fatal.isPresent()) {
                    problems.add(fatal.get());
                    return new ParsedTerm(term.name(), Optional.empty(), Set.of(), problems);
                }
                if (!unknown.add(e.getToken())) {
                    problems.add(syntax(term, "cannot use '" + e.getToken() + "' here"));
                    return new ParsedTerm(term.name(), Optional.empty(), Set.of(), problems);
                }
            } catch (NumberFormatException e) {
                problems.add(syntax(term, "it has a malformed number"));
                return new ParsedTerm(term.name(), Optional.empty(), Set.of(), problems);
            } catch (IllegalArgumentException | ArithmeticException | java.util.EmptyStackException e) {
                problems.add(syntax(term, e.getMessage() == null ? "it is incomplete" : e.getMessage()));
                return new ParsedTerm(term.name(), Optional.empty(), Set.of(), problems);
            }
        }
        return new ParsedTerm(term.name(), Optional.empty(), Set.of(), problems);
    }

    /**
     * Names in the text that are not declared. They are reported and declared before exp4j tokenizes, because
     * its tokenizer matches the longest DECLARED prefix: with {@code Ncpu} declared, {@code Ncpus} would
     * otherwise read as {@code Ncpu} followed by an unknown {@code s}.
     */
    private static Set<String> undeclaredNames(FunctionTermDeclaration term, Set<String> known,
                                               List<TermProblem> problems) {
        Set<String> unknown = new LinkedHashSet<>();
        Matcher names = NAME.matcher(term.expression());
        while (names.find() && unknown.size() < MAX_UNKNOWN) {
            String name = names.group(1);
            if (!known.contains(name) && !CONSTANTS.contains(name) && unknown.add(name)) {
                problems.add(unknownSymbol(term, name));
            }
        }
        return unknown;
    }

    private static TermProblem unknownSymbol(FunctionTermDeclaration term, String name) {
        return new TermProblem(ProblemKind.UNKNOWN_SYMBOL, term.name(), "term '" + term.name()
                + "' uses unknown symbol '" + name + "' in '" + term.expression() + "'");
    }

    /**
     * exp4j's builder for {@code expression}, told only the declared names that occur in its text (plus the
     * unknown ones found so far): handing every term the whole set's names made compiling a set quadratic
     * in its size. Any run of identifier characters counts as an occurrence, even inside a number such as
     * {@code 1e5} (there, each of its tails too: {@code 1.5e3x} is read as a number and {@code x}), so the
     * builder sees every declared name its tokenizer could match.
     */
    private static Expression build(String expression, Set<String> known, Set<String> unknown) {
        Set<String> names = new LinkedHashSet<>(unknown);
        Matcher runs = IDENTIFIER_RUN.matcher(expression);
        while (runs.find()) {
            String run = runs.group();
            boolean inNumber = runs.start() > 0 && Character.isDigit(expression.charAt(runs.start() - 1));
            for (int from = 0; from < (inNumber ? run.length() : 1); from++) {
                if (known.contains(run.substring(from))) {
                    names.add(run.substring(from));
                }
            }
        }
        return new ExpressionBuilder(expression).functions(TermFunctions.CUSTOM).variables(names)
                .implicitMultiplication(false).build();
    }

    private static ParsedTerm built(FunctionTermDeclaration term, Expression expression, Set<String> known,
                                    List<TermProblem> problems) {
        ValidationResult validation = expression.validate(false);
        if (!validation.isValid()) {
            problems.add(syntax(term, String.join(", ", validation.getErrors())));
        }
        Set<String> symbols = new LinkedHashSet<>(expression.getVariableNames());
        if (validation.isValid()) {
            trialRun(expression, symbols).ifPresent(detail -> problems.add(syntax(term, detail)));
        }
        symbols.removeIf(s -> CONSTANTS.contains(s) && !known.contains(s));
        return new ParsedTerm(term.name(), Optional.of(expression), Set.copyOf(symbols), problems);
    }

    /**
     * exp4j's validation lets some shapes through (an empty pair of parentheses, say); evaluating once
     * with every symbol bound to 1 catches them. Arithmetic failures are not syntax errors and are ignored.
     */
    private static Optional<String> trialRun(Expression expression, Set<String> symbols) {
        Expression trial = new Expression(expression);
        symbols.forEach(s -> trial.setVariable(s, 1));
        try {
            trial.evaluate();
            return Optional.empty();
        } catch (ArithmeticException e) {
            return Optional.empty();
        } catch (RuntimeException e) {
            return Optional.of("the expression does not yield one value" + detail(e));
        }
    }

    /** Records an unknown variable; returns a problem that ends parsing for an unknown function. */
    private static Optional<TermProblem> unknownName(FunctionTermDeclaration term,
                                                     UnknownFunctionOrVariableException e,
                                                     List<TermProblem> problems) {
        String token = e.getToken();
        String rest = term.expression().substring(Math.min(term.expression().length(),
                e.getPosition() + token.length())).stripLeading();
        if (rest.startsWith("(")) {
            return Optional.of(new TermProblem(ProblemKind.UNKNOWN_SYMBOL, term.name(), "term '" + term.name()
                    + "' calls unknown function '" + token + "' in '" + term.expression() + "'"));
        }
        if (!DeclarationChecks.isValidName(token)) {
            return Optional.of(syntax(term, "unexpected '" + token + "' at position " + e.getPosition()));
        }
        problems.add(unknownSymbol(term, token));
        return Optional.empty();
    }

    /** exp4j's own message in parentheses, when it has one; never a Java exception's name or text. */
    private static String detail(RuntimeException e) {
        boolean exp4jMessage = e instanceof IllegalArgumentException && !(e instanceof NumberFormatException)
                && e.getMessage() != null && !e.getMessage().isBlank();
        return exp4jMessage ? " (" + e.getMessage() + ")" : "";
    }

    private static TermProblem syntax(FunctionTermDeclaration term, String detail) {
        return new TermProblem(ProblemKind.SYNTAX, term.name(), "term '" + term.name()
                + "' has a syntax error in '" + term.expression() + "': " + detail);
    }

    boolean isValid() {
        return expression.isPresent() && problems.isEmpty();
    }
}
