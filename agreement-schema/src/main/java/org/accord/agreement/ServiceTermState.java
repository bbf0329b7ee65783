package org.accord.agreement;

import java.util.Arrays;

/** The WS-Agreement states of a service term: whether the service it describes has been delivered. */
public enum ServiceTermState {
    NOT_READY("NotReady"),
    READY("Ready"),
    PROCESSING("Processing"),
    COMPLETED("Completed");

    private final String wsagName;

    ServiceTermState(String wsagName) {
        this.wsagName = wsagName;
    }

    public String wsagName() {
        return wsagName;
    }

    public static ServiceTermState fromWsagName(String name) {
        return Arrays.stream(values()).filter(s -> s.wsagName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown service term state: " + name));
    }
}
