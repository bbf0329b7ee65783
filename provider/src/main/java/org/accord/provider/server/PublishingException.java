package org.accord.provider.server;

import org.accord.provider.fault.ProviderException;

/** Endpoints could not be found, built or published. */
public class PublishingException extends ProviderException {

    private static final long serialVersionUID = 1L;

    public PublishingException(String message) {
        super(message);
    }

    public PublishingException(String message, Throwable cause) {
        super(message, cause);
    }
}
