package org.accord.provider.store;

/** An update named an agreement or negotiation the store does not hold. */
public class RecordNotFoundException extends StoreException {

    private static final long serialVersionUID = 1L;

    private final String id;

    public RecordNotFoundException(String kind, String id) {
        super("no " + kind + " with id " + id);
        this.id = id;
    }

    /** The id that was not found. */
    public String id() {
        return id;
    }
}
