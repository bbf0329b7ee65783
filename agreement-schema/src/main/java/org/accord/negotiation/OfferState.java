package org.accord.negotiation;

import java.util.Arrays;

/**
 * The state of a negotiation offer (GFD.193): ADVISORY (may change, non-binding), SOLICITED (the creator
 * asks the other party to make an agreement offer from it), ACCEPTABLE (the creator would accept an
 * agreement offer built from it), REJECTED (it cannot be agreed).
 */
public enum OfferState {
    ADVISORY("Advisory"),
    SOLICITED("Solicited"),
    ACCEPTABLE("Acceptable"),
    REJECTED("Rejected");

    private final String wsagName;

    OfferState(String wsagName) {
        this.wsagName = wsagName;
    }

    public String wsagName() {
        return wsagName;
    }

    public static OfferState fromWsagName(String name) {
        return Arrays.stream(values()).filter(s -> s.wsagName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown negotiation offer state: " + name));
    }
}
