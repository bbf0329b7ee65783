package org.accord.document.adapter;

/**
 * A value in a document that its element's Java type cannot hold, thrown by this package's adapters while JAXB
 * reads: a date of a year beyond {@code java.time}, a value outside an enumeration. Its message names the value
 * and what was expected, in words a caller can act on (a reader reports it with the value's line and column).
 */
public final class UnreadableValueException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public UnreadableValueException(String message) {
        super(message);
    }

    public UnreadableValueException(String message, Throwable cause) {
        super(message, cause);
    }
}
