package org.accord.agreement;

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

    /** The role of this GFD.107 name (read from every offer: a plain loop, not a stream over a copy of the values). */
    public static AgreementRole fromWsagName(String name) {
        for (AgreementRole role : ROLES) {
            if (role.wsagName.equals(name)) {
                return role;
            }
        }
        throw new IllegalArgumentException("unknown agreement role: " + name);
    }

    private static final AgreementRole[] ROLES = values();
}
