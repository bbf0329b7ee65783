package org.accord.consumer.client;

/**
 * A term setting the {@link OfferBuilder} cannot apply: an unknown term name, a value that is not a
 * number, or a value the term's own record refuses (e.g. a negative deadline). Raised before anything
 * is sent.
 */
public final class OfferTermException extends AccordClientException {

    private static final long serialVersionUID = 1L;

    public OfferTermException(String message) {
        super(message);
    }

    public OfferTermException(String message, Throwable cause) {
        super(message, cause);
    }
}
