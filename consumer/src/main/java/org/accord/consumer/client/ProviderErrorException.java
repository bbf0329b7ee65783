package org.accord.consumer.client;

/**
 * The provider answered, but outside the WSDL's contract: an undeclared SOAP fault (e.g. a message its
 * inbound schema validation refused) or an HTTP error status other than 401/403 (e.g. 404 for a wrong
 * URL, 413 for an oversize message). Not retried: sending the same request again would fail the same way.
 */
public final class ProviderErrorException extends AccordClientException {

    private static final long serialVersionUID = 1L;

    public ProviderErrorException(String message, Throwable cause) {
        super(message, cause);
    }
}
