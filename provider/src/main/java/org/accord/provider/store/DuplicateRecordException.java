package org.accord.provider.store;

/** A create used an agreement or negotiation id the store already holds. */
public class DuplicateRecordException extends StoreException {

    private static final long serialVersionUID = 1L;

    public DuplicateRecordException(String kind, String id) {
        super("a " + kind + " with id " + id + " already exists");
    }
}
