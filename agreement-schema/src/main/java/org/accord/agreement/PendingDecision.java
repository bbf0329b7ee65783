package org.accord.agreement;

import java.util.Objects;
import java.util.Optional;

/**
 * What became of a Pending agreement the provider's operator decided on: OBSERVED when accepted and
 * admitted; REJECTED when the scheduler could not place it (with the scheduler's reason) or the operator
 * rejected it (with the operator's reason, if one was given).
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
