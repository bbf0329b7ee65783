package org.accord.provider.store;

import java.util.Arrays;

/**
 * Where a stored negotiation stands: open to offers, or ended by its initiator. The store writes
 * {@link #storedName()}; rows written before the state was typed hold the same text.
 */
public enum NegotiationState {
    /** The negotiation takes offers. */
    NEGOTIATING("Negotiating"),
    /** The initiator ended it; it takes no more offers. */
    TERMINATED("Terminated");

    private final String storedName;

    NegotiationState(String storedName) {
        this.storedName = storedName;
    }

    /** The text the store writes for this state. */
    public String storedName() {
        return storedName;
    }

    /** The state whose stored text is {@code name}; a state this version does not know is an error naming it. */
    public static NegotiationState ofStoredName(String name) {
        return Arrays.stream(values()).filter(s -> s.storedName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown negotiation state '" + name + "'; known: "
                        + Arrays.stream(values()).map(NegotiationState::storedName).toList()));
    }
}
