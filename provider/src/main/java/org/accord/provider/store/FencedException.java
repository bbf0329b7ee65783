package org.accord.provider.store;

/** A deposed leader tried to record an execution outcome: the lease's epoch is no longer its own; nothing was written. */
public final class FencedException extends StoreException {

    private static final long serialVersionUID = 1L;

    public FencedException(String agreementId, long epoch) {
        super("agreement " + agreementId + " was not written: leader epoch " + epoch + " is no longer current");
    }
}
