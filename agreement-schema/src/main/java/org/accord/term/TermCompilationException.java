package org.accord.term;

import java.util.List;
import java.util.stream.Collectors;

/** Thrown by {@link TermCompilation#orThrow()}; carries every problem of the term set. */
public final class TermCompilationException extends TermException {

    private final List<TermProblem> problems;

    public TermCompilationException(List<TermProblem> problems) {
        super(problems.isEmpty() ? "" : problems.get(0).term(), describe(problems));
        this.problems = List.copyOf(problems);
    }

    private static String describe(List<TermProblem> problems) {
        return problems.size() + " problem(s) in term set: "
                + problems.stream().map(TermProblem::message).collect(Collectors.joining("; "));
    }

    public List<TermProblem> problems() {
        return problems;
    }
}
