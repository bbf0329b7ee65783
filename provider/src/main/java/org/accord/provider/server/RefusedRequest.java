package org.accord.provider.server;

import java.util.Objects;

import org.accord.agreement.FaultReason;
import org.accord.provider.fault.ProviderException;

/**
 * A request refused by one of the publishing layer's protections before it reaches an endpoint (size,
 * function-term count, request time), with the reason code {@link FaultHygiene} puts in the fault's detail.
 */
final class RefusedRequest extends ProviderException {

    private static final long serialVersionUID = 1L;

    private final FaultReason reason;

    RefusedRequest(FaultReason reason, String message) {
        super(message);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    FaultReason reason() {
        return reason;
    }
}
