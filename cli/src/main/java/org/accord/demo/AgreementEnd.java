package org.accord.demo;

import java.util.Objects;

import org.accord.agreement.AgreementStatus;

/** An accepted offer and the final status its agreement reported (state, guarantees, realised values). */
public record AgreementEnd(OfferOutcome outcome, AgreementStatus status) {

    public AgreementEnd {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(status, "status");
    }
}
