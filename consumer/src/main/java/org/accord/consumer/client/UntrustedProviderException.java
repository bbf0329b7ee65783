package org.accord.consumer.client;

/**
 * The provider's HTTPS certificate was refused: no certificate in the client's trust store (or the JDK's
 * default CAs, without one) vouches for it, or it was not issued for the host name in the provider's URL.
 * Never retried: trying again meets the same certificate.
 */
public final class UntrustedProviderException extends AccordClientException {

    private static final long serialVersionUID = 1L;

    public UntrustedProviderException(String message, Throwable cause) {
        super(message, cause);
    }
}
