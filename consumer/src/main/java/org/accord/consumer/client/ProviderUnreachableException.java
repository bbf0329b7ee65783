package org.accord.consumer.client;

/**
 * The provider could not be reached or did not answer in time (connection refused, unknown host,
 * connect or receive timeout, broken connection, an HTTP error without a SOAP fault). The only failure
 * {@link RetryPolicy} retries.
 */
public final class ProviderUnreachableException extends AccordClientException {

    private static final long serialVersionUID = 1L;

    public ProviderUnreachableException(String message, Throwable cause) {
        super(message, cause);
    }
}
