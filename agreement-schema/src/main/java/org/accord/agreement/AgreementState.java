package org.accord.agreement;

import java.util.Arrays;

/** The WS-Agreement states of an agreement (GFD.107 section 7). */
public enum AgreementState {
    PENDING("Pending"),
    OBSERVED("Observed"),
    REJECTED("Rejected"),
    COMPLETE("Complete"),
    TERMINATED("Terminated"),
    PENDING_AND_TERMINATING("PendingAndTerminating"),
    OBSERVED_AND_TERMINATING("ObservedAndTerminating");

    private final String wsagName;

    AgreementState(String wsagName) {
        this.wsagName = wsagName;
    }

    /** The name the WS-Agreement schema uses. */
    public String wsagName() {
        return wsagName;
    }

    /** Whether no further transition is possible. */
    public boolean isFinal() {
        return this == REJECTED || this == COMPLETE || this == TERMINATED;
    }

    public static AgreementState fromWsagName(String name) {
        return Arrays.stream(values()).filter(s -> s.wsagName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown agreement state: " + name));
    }
}
