package org.accord.term;

import java.util.Objects;

/**
 * One problem found while compiling a term set. {@code term} names the offending function term or
 * variable (so that the XML side can map it to a line and column); {@code message} is complete on its own.
 */
public record TermProblem(ProblemKind kind, String term, String message) {

    public TermProblem {
        Objects.requireNonNull(kind, "problem kind must not be null");
        Objects.requireNonNull(term, "problem term must not be null");
        Objects.requireNonNull(message, "problem message must not be null");
    }

    @Override
    public String toString() {
        return kind + ": " + message;
    }
}
