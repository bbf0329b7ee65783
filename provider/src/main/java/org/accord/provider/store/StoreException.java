package org.accord.provider.store;

import org.accord.provider.fault.ProviderException;

/** The store could not do what was asked: the database failed, or refused the data. */
public class StoreException extends ProviderException {

    private static final long serialVersionUID = 1L;

    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
