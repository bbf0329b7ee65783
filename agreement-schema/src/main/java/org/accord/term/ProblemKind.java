package org.accord.term;

/** What is wrong with a term set; one {@link TermProblem} carries one kind. */
public enum ProblemKind {
    /** The expression does not parse (mismatched parentheses, missing operand, empty expression...). */
    SYNTAX,
    /** The expression uses a name that is neither a variable, a function term, a universal nor a function. */
    UNKNOWN_SYMBOL,
    /** Function terms depend on each other in a circle. */
    CYCLE,
    /** The same name is declared more than once (among variables, function terms and universals). */
    DUPLICATE_NAME,
    /** An integer variable's domain contains no integer. */
    EMPTY_DOMAIN,
    /** A variable's minimum lies above its maximum. */
    INVERTED_DOMAIN,
    /** A domain bound is NaN or infinite. */
    NON_FINITE_DOMAIN,
    /** A name is not a valid identifier or collides with a built-in function name. */
    INVALID_NAME,
    /** The term set crosses one of its {@link TermLimits}; nothing else is checked then. */
    LIMIT_EXCEEDED,
    /**
     * A function term can be undefined (division by zero), not a number or infinite somewhere in its
     * variables' domains ({@link EvaluabilityCheck}).
     */
    NOT_EVALUABLE
}
