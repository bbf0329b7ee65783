package org.accord.offer;

/**
 * A term setting an {@link OfferDraft} cannot apply: an unknown term name, a value that is not a number,
 * or a value the term's own record refuses (e.g. a negative deadline). The message names the term.
 */
public final class OfferTermException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public OfferTermException(String message) {
        super(message);
    }

    public OfferTermException(String message, Throwable cause) {
        super(message, cause);
    }
}
