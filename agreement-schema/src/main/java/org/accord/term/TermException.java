package org.accord.term;

/** Base of the term engine's unchecked exceptions; each names the term or variable concerned. */
public abstract class TermException extends RuntimeException {

    private final String term;

    protected TermException(String term, String message) {
        super(message);
        this.term = term;
    }

    protected TermException(String term, String message, Throwable cause) {
        super(message, cause);
        this.term = term;
    }

    /** The function term or variable this exception is about. */
    public String term() {
        return term;
    }
}
