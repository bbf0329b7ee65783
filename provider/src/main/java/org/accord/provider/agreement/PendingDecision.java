package org.accord.provider.agreement;

import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.AgreementState;

/**
 * What became of a Pending agreement the provider decided on: Observed when accepted and admitted,
 * Rejected when the scheduler could not place it (with the scheduler's reason) or the operator rejected it
 * (with the operator's reason, if one was given).
 *
 * @param agreementId the agreement
 * @param state its state after the decision
 * @param reason why it was rejected; empty when admitted or rejected without a reason
 */
public record PendingDecision(String agreementId, AgreementState state, Optional<String> reason) {

    public PendingDecision {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(reason, "reason");
    }
}
