package org.accord.agreement;

import java.util.Arrays;

/** The two parties of an agreement; the context names which of them provides the service. */
public enum AgreementRole {
    AGREEMENT_INITIATOR("AgreementInitiator"),
    AGREEMENT_RESPONDER("AgreementResponder");

    private final String wsagName;

    AgreementRole(String wsagName) {
        this.wsagName = wsagName;
    }

    public String wsagName() {
        return wsagName;
    }

    public static AgreementRole fromWsagName(String name) {
        return Arrays.stream(values()).filter(r -> r.wsagName.equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown agreement role: " + name));
    }
}
