package org.accord.provider.admission;

import org.accord.provider.execution.SlaKind;
import org.accord.provider.fault.ProviderException;

/** An offer whose terms no admission path can map to a scheduler request (a client error, not a rejection). */
public class UnsupportedOfferException extends ProviderException {

    private static final long serialVersionUID = 1L;

    public UnsupportedOfferException(String message) {
        super(message);
    }

    /** Why an offer made from a template of neither {@link SlaKind} cannot be admitted. */
    public static UnsupportedOfferException neitherKind() {
        return new UnsupportedOfferException("the terms carry neither a job with LibraSLA terms (deadline, budget, "
                + "penalty rate) nor a job with a latest finish and a function term " + SlaKind.RESERVED_TIME_TERM + "("
                + SlaKind.CPU_VARIABLE + ")");
    }
}
