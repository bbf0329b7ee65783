package org.accord.provider.fault;

/**
 * Root of the provider's unchecked exceptions. Subclasses name what went wrong (bad settings, a store
 * failure, an unknown record, a publishing failure); the message is complete on its own.
 */
public class ProviderException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ProviderException(String message) {
        super(message);
    }

    public ProviderException(String message, Throwable cause) {
        super(message, cause);
    }
}
