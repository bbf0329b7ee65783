package org.accord.agreement;

import java.util.Arrays;

/** The WS-Agreement states of a guarantee term: whether its service level objective was met. */
public enum GuaranteeTermState {
    FULFILLED("Fulfilled"),
    VIOLATED("Violated"),
    NOT_DETERMINED("NotDetermined");

    private final String wsagName;

    GuaranteeTermState(String wsagName) {
        this.wsagName = wsagName;
    }

    public String wsagName() {
        return wsagName;
    }

    public static GuaranteeTermState fromWsagName(String name) {
        return Arrays.stream(values()).filter(s -> s.wsagName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown guarantee term state: " + name));
    }
}
