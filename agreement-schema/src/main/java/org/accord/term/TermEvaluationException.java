package org.accord.term;

/** A function term evaluated to NaN or infinity, or divided by zero. */
public final class TermEvaluationException extends TermException {

    public TermEvaluationException(String term, String reason) {
        super(term, "term '" + term + "' " + reason);
    }

    public TermEvaluationException(String term, String reason, Throwable cause) {
        super(term, "term '" + term + "' " + reason, cause);
    }
}
