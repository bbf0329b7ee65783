package org.accord.provider.rest;

import java.util.Objects;

/** A request the binding refuses itself (unreadable JSON, a bad query parameter, a body too large), as its problem. */
final class ProblemException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Problem problem;

    ProblemException(Problem problem) {
        super(problem.detail(), null, false, false);
        this.problem = Objects.requireNonNull(problem, "problem");
    }

    Problem problem() {
        return problem;
    }
}
