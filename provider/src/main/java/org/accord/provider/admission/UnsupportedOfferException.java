package org.accord.provider.admission;

import org.accord.provider.ProviderException;

/** An offer whose terms no admission path can map to a scheduler request (a client error, not a rejection). */
public class UnsupportedOfferException extends ProviderException {

    private static final long serialVersionUID = 1L;

    public UnsupportedOfferException(String message) {
        super(message);
    }
}
