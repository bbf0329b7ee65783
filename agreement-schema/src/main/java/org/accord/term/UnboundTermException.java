package org.accord.term;

/**
 * A term was evaluated before one of its inputs was bound. {@link #term()} is the term being evaluated,
 * {@link #missing()} the unbound variable or universal term.
 */
public final class UnboundTermException extends TermException {

    private final String missing;
    private final boolean universal;

    public UnboundTermException(String term, String missing, boolean universal) {
        super(term, "term '" + term + "' needs " + (universal ? "universal term '" : "variable '") + missing
                + "', which is not bound" + (universal ? " yet" : ""));
        this.missing = missing;
        this.universal = universal;
    }

    /** The name of the unbound variable or universal term. */
    public String missing() {
        return missing;
    }

    /** Whether the missing input is a universal term (such as {@code wallclock}). */
    public boolean universal() {
        return universal;
    }
}
