package org.accord.provider.fault;

import java.util.Objects;

import org.accord.agreement.FaultReason;
import org.accord.provider.fault.ProviderException;

/**
 * A refused operation, with the reason code the SOAP layer sends ({@link FaultReason#code()}) and a
 * message complete on its own. The one exception the core service throws for a caller's mistake or a
 * rejected offer; the endpoints map it to the typed WSDL fault in one place.
 */
public class FaultException extends ProviderException {

    private static final long serialVersionUID = 1L;

    private final FaultReason reason;

    public FaultException(FaultReason reason, String message) {
        super(message);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    public FaultReason reason() {
        return reason;
    }
}
