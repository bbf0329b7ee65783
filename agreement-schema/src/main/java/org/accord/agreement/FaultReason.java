package org.accord.agreement;

import java.util.Arrays;
import java.util.Optional;

/**
 * Why a WS-Agreement operation failed: the {@code reasonCode} token every fault of accord.wsdl carries, so
 * that provider and consumer agree on stable names. Each reason belongs to one WSDL fault.
 */
public enum FaultReason {
    /** The offer is not valid against the schemas. */
    INVALID_OFFER(Fault.AGREEMENT_FACTORY),
    /**
     * The request is not one this port can read: not schema-valid where it carries no offer, or not an
     * operation of the port (e.g. a SOAPAction that names none). Sent with the port's own WSDL fault.
     */
    INVALID_REQUEST(Fault.AGREEMENT_FACTORY),
    /** The offer names a template the provider does not publish. */
    UNKNOWN_TEMPLATE(Fault.AGREEMENT_FACTORY),
    /** The offer breaks its template's creation constraints. */
    CONSTRAINT_VIOLATION(Fault.AGREEMENT_FACTORY),
    /**
     * The offer's function terms do not compile (unknown symbol, cycle, bad domain...), cannot be evaluated
     * everywhere in their variables' domains (division by zero, NaN, infinity), or a variable's domain
     * contradicts the SLA terms.
     */
    BAD_FUNCTION_TERM(Fault.AGREEMENT_FACTORY),
    /** The offer's wsag:ExpirationTime passed before createAgreement or createPendingAgreement received it. */
    EXPIRED(Fault.AGREEMENT_FACTORY),
    /**
     * The request crosses one of the provider's named limits (function terms per offer, expression length
     * or nesting, live agreements or pending offers per initiator); the message names the limit's setting,
     * its value and the value found.
     */
    LIMIT_EXCEEDED(Fault.AGREEMENT_FACTORY),
    /** The provider cannot honour the offer (e.g. no schedule meets its deadline). */
    REJECTED(Fault.AGREEMENT_FACTORY),
    /**
     * The provider's database cannot be reached, so it cannot admit or store the offer now: nothing was agreed.
     * Retry later (a retry of the same offer id never makes a second agreement).
     */
    STORE_UNAVAILABLE(Fault.AGREEMENT_FACTORY),
    /**
     * The agreement id a create asked for (the REST binding's {@code agreementId}) belongs to another
     * initiator's agreement.
     */
    AGREEMENT_ID_TAKEN(Fault.AGREEMENT_FACTORY),
    UNKNOWN_AGREEMENT(Fault.RESOURCE_UNKNOWN),
    UNKNOWN_NEGOTIATION(Fault.RESOURCE_UNKNOWN),
    /**
     * A negotiation operation is not allowed in the negotiation's current state; also a pending-agreement
     * decision (acceptPending, rejectPending) on an agreement that is no longer Pending, which the
     * PendingAgreements port sends as AgreementFactoryFault since it declares no NegotiationFault.
     */
    INVALID_STATE(Fault.NEGOTIATION),
    ACCESS_DENIED(Fault.ACCESS_DENIED);

    /** The WSDL faults (each a message of accord.wsdl with a reasonCode and a message). */
    public enum Fault {
        AGREEMENT_FACTORY("AgreementFactoryFault"),
        RESOURCE_UNKNOWN("ResourceUnknownFault"),
        NEGOTIATION("NegotiationFault"),
        ACCESS_DENIED("AccessDeniedFault");

        private final String wsdlName;

        Fault(String wsdlName) {
            this.wsdlName = wsdlName;
        }

        public String wsdlName() {
            return wsdlName;
        }
    }

    private final Fault fault;

    FaultReason(Fault fault) {
        this.fault = fault;
    }

    /** The token sent as {@code reasonCode}. */
    public String code() {
        return name();
    }

    /** The WSDL fault this reason is normally reported with. */
    public Fault fault() {
        return fault;
    }

    /** The reason a received {@code reasonCode} names, if it is one Accord knows. */
    public static Optional<FaultReason> fromCode(String code) {
        return Arrays.stream(values()).filter(reason -> reason.name().equals(code)).findFirst();
    }
}
