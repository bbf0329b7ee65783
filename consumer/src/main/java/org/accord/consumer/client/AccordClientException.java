package org.accord.consumer.client;

/**
 * The root of everything the client throws on purpose: provider faults ({@link ProviderFaultException}
 * and its subclasses), unreachable providers ({@link ProviderUnreachableException}), refused HTTPS certificates
 * ({@link UntrustedProviderException}) and bad offer terms ({@link OfferTermException}). All unchecked.
 */
public abstract class AccordClientException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    protected AccordClientException(String message) {
        super(message);
    }

    protected AccordClientException(String message, Throwable cause) {
        super(message, cause);
    }
}
