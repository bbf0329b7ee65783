package org.accord.consumer.client;

import java.util.Objects;

import org.accord.agreement.FaultReason;

/**
 * A WS-Agreement fault: the provider (or the client's local check, which applies the provider's rules)
 * refused an operation for {@link #reason()}. The subclass names the WSDL fault it arrived as. The
 * message is {@code REASON_CODE: provider's message}.
 *
 * <p>A reason code Accord does not know (another implementation's) keeps its text in {@link #code()}
 * and maps to the most general reason of its WSDL fault: {@code REJECTED} for AgreementFactoryFault,
 * {@code UNKNOWN_AGREEMENT} for ResourceUnknownFault, {@code INVALID_STATE} for NegotiationFault and
 * {@code ACCESS_DENIED} for AccessDeniedFault.
 */
public abstract class ProviderFaultException extends AccordClientException {

    private static final long serialVersionUID = 1L;

    private final FaultReason reason;
    private final String code;
    private final String detail;

    protected ProviderFaultException(FaultReason reason, String code, String detail) {
        super(code + ": " + detail);
        this.reason = Objects.requireNonNull(reason, "reason");
        this.code = Objects.requireNonNull(code, "code");
        this.detail = Objects.requireNonNull(detail, "detail");
    }

    /** Why the operation failed. */
    public FaultReason reason() {
        return reason;
    }

    /** The reason code exactly as received (equal to {@code reason().code()} for Accord's own codes). */
    public String code() {
        return code;
    }

    /** The provider's human-readable message, without the code. */
    public String detail() {
        return detail;
    }
}
