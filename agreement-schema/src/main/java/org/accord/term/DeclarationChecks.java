package org.accord.term;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** Checks on names and domains, the parts of a term set that need no expression parsing. */
final class DeclarationChecks {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private DeclarationChecks() {
    }

    /** Every name declared more than once, among variables, function terms and universal terms. */
    static List<TermProblem> duplicates(TermSetDeclaration set) {
        Map<String, List<String>> roles = new LinkedHashMap<>();
        set.variables().forEach(v -> roles.computeIfAbsent(v.name(), n -> new ArrayList<>()).add("variable"));
        set.functions().forEach(f -> roles.computeIfAbsent(f.name(), n -> new ArrayList<>()).add("function term"));
        set.universals().stream().sorted()
                .forEach(u -> roles.computeIfAbsent(u, n -> new ArrayList<>()).add("universal term"));
        List<TermProblem> problems = new ArrayList<>();
        roles.forEach((name, as) -> {
            if (as.size() > 1) {
                problems.add(new TermProblem(ProblemKind.DUPLICATE_NAME, name, "name '" + name + "' is declared "
                        + as.size() + " times: as " + String.join(", as ", as)));
            }
        });
        return problems;
    }

    /** A problem when {@code name} cannot name a term: not an identifier, or a function's name. */
    static Optional<TermProblem> invalidName(String name, String role) {
        if (!IDENTIFIER.matcher(name).matches()) {
            return Optional.of(new TermProblem(ProblemKind.INVALID_NAME, name, role + " name '" + name
                    + "' is not an identifier (a letter or '_' followed by letters, digits or '_')"));
        }
        if (TermFunctions.isFunctionName(name)) {
            return Optional.of(new TermProblem(ProblemKind.INVALID_NAME, name, role + " name '" + name
                    + "' is reserved: it names a function"));
        }
        return Optional.empty();
    }

    static boolean isValidName(String name) {
        return invalidName(name, "").isEmpty();
    }

    /**
     * The checked domain of a variable, or the problem with it. An integer variable whose bounds are not
     * integers is narrowed to the integers inside them (1.5..4 becomes 2..4); it is empty when none is.
     */
    static DomainCheck domain(VariableDeclaration v) {
        String name = v.name();
        if (!Double.isFinite(v.min()) || !Double.isFinite(v.max())) {
            return DomainCheck.problem(new TermProblem(ProblemKind.NON_FINITE_DOMAIN, name, "variable '" + name
                    + "' has a non-finite domain bound: " + v.min() + ".." + v.max()));
        }
        if (v.min() > v.max()) {
            return DomainCheck.problem(new TermProblem(ProblemKind.INVERTED_DOMAIN, name, "variable '" + name
                    + "' has an inverted domain: minimum " + v.min() + " exceeds maximum " + v.max()));
        }
        double min = v.integer() ? Math.ceil(v.min()) : v.min();
        double max = v.integer() ? Math.floor(v.max()) : v.max();
        if (min > max) {
            return DomainCheck.problem(new TermProblem(ProblemKind.EMPTY_DOMAIN, name, "integer variable '" + name
                    + "' has an empty domain: no integer lies in " + v.min() + ".." + v.max()));
        }
        return new DomainCheck(Optional.of(new Domain(min, max, v.integer())), Optional.empty());
    }

    /** Either a domain or the problem that prevents it. */
    record DomainCheck(Optional<Domain> domain, Optional<TermProblem> problem) {
        static DomainCheck problem(TermProblem problem) {
            return new DomainCheck(Optional.empty(), Optional.of(problem));
        }
    }
}
