package org.accord.term;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles all function terms of a term set together and reports every problem at once: invalid and
 * duplicate names, non-finite, inverted and empty domains, syntax errors, unknown symbols and cycles
 * between terms (named as a path, e.g. {@code a -> b -> a}). Problems come in that order: declarations
 * first, then terms in declaration order, then cycles. A set free of these is then evaluated over its
 * variables' domains ({@link EvaluabilityCheck}): a term that can be undefined, NaN or infinite there is
 * refused as {@link ProblemKind#NOT_EVALUABLE}. A set beyond its {@link TermLimits} is refused with
 * that problem alone, before any of these checks.
 */
public final class TermCompiler {

    private TermCompiler() {
    }

    /** Compiles {@code set} within {@link TermLimits#DEFAULT}. */
    public static TermCompilation compile(TermSetDeclaration set) {
        return compile(set, TermLimits.DEFAULT);
    }

    /**
     * Compiles {@code set}, or refuses it with one {@link ProblemKind#LIMIT_EXCEEDED} problem per crossed
     * limit before parsing anything. Within the limits, compiling takes time linear in the set's size: each
     * term's parser gets only the names its text uses, and cycles are found without recursion.
     */
    public static TermCompilation compile(TermSetDeclaration set, TermLimits limits) {
        List<TermProblem> beyond = LimitChecks.check(set, limits);
        return beyond.isEmpty() ? compileWithinLimits(set) : TermCompilation.failed(beyond);
    }

    /**
     * The problems {@link #compile(TermSetDeclaration, TermLimits)} would report at once for a set beyond
     * {@code limits} (one pass over the declarations, nothing parsed); empty for a set within them.
     */
    public static List<TermProblem> limitProblems(TermSetDeclaration set, TermLimits limits) {
        return LimitChecks.check(set, limits);
    }

    /** Compiles a set already checked against the limits that apply to it. */
    static TermCompilation compileWithinLimits(TermSetDeclaration set) {
        List<TermProblem> problems = new ArrayList<>(DeclarationChecks.duplicates(set));
        Map<String, Domain> domains = domains(set, problems);
        checkNames(set, problems);
        Set<String> known = knownNames(set);
        Map<String, ParsedTerm> parsed = new LinkedHashMap<>();
        for (FunctionTermDeclaration function : set.functions()) {
            ParsedTerm term = ParsedTerm.parse(function, known);
            problems.addAll(term.problems());
            parsed.putIfAbsent(function.name(), term);
        }
        Map<String, Set<String>> uses = new LinkedHashMap<>();
        parsed.forEach((name, term) -> uses.put(name, term.symbols()));
        DependencyGraph graph = new DependencyGraph(uses);
        for (List<String> cycle : graph.cycles()) {
            problems.add(new TermProblem(ProblemKind.CYCLE, cycle.get(0),
                    "function terms form a cycle: " + String.join(" -> ", cycle)));
        }
        if (!problems.isEmpty()) {
            return TermCompilation.failed(problems);
        }
        CompiledTermSet compiled = link(set, domains, parsed, graph.evaluationOrder());
        List<TermProblem> unevaluable = EvaluabilityCheck.check(compiled);
        return unevaluable.isEmpty() ? TermCompilation.succeeded(compiled) : TermCompilation.failed(unevaluable);
    }

    private static Map<String, Domain> domains(TermSetDeclaration set, List<TermProblem> problems) {
        Map<String, Domain> domains = new LinkedHashMap<>();
        for (VariableDeclaration variable : set.variables()) {
            DeclarationChecks.DomainCheck check = DeclarationChecks.domain(variable);
            check.problem().ifPresent(problems::add);
            check.domain().ifPresent(d -> domains.putIfAbsent(variable.name(), d));
        }
        return domains;
    }

    private static void checkNames(TermSetDeclaration set, List<TermProblem> problems) {
        set.variables().forEach(v -> DeclarationChecks.invalidName(v.name(), "variable").ifPresent(problems::add));
        set.functions().forEach(f ->
                DeclarationChecks.invalidName(f.name(), "function term").ifPresent(problems::add));
        set.universals().stream().sorted().forEach(u ->
                DeclarationChecks.invalidName(u, "universal term").ifPresent(problems::add));
    }

    /** Every validly named declaration; exp4j refuses variables named like a function. */
    private static Set<String> knownNames(TermSetDeclaration set) {
        Set<String> known = new LinkedHashSet<>();
        set.variables().forEach(v -> known.add(v.name()));
        set.functions().forEach(f -> known.add(f.name()));
        known.addAll(set.universals());
        known.removeIf(name -> !DeclarationChecks.isValidName(name));
        return known;
    }

    private static CompiledTermSet link(TermSetDeclaration set, Map<String, Domain> domains,
                                        Map<String, ParsedTerm> parsed, List<String> order) {
        Map<String, CompiledTerm> terms = new LinkedHashMap<>();
        for (String name : order) {
            ParsedTerm term = parsed.get(name);
            terms.put(name, new CompiledTerm(name, term.expression().orElseThrow(), term.symbols().stream().sorted().toList()));
        }
        return new CompiledTermSet(domains, terms, set.universals());
    }
}
