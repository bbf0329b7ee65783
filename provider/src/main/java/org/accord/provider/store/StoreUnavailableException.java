package org.accord.provider.store;

/**
 * The database cannot be reached (connection refused or lost, server shutting down): the operation did not complete
 * (if the connection broke during a commit, whether that commit landed is unknown; a create may be retried, since
 * one offer makes one agreement).
 */
public final class StoreUnavailableException extends StoreException {

    private static final long serialVersionUID = 1L;

    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
