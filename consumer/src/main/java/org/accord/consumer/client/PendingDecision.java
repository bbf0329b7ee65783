package org.accord.consumer.client;

import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.AgreementState;

/**
 * The provider's answer to an operator's decision on a pending agreement: OBSERVED when accepted and
 * admitted; REJECTED when the operator rejected it or the provider's scheduler could not admit it, with
 * the reason when one was given.
 *
 * @param agreementId the agreement
 * @param state its state after the decision
 * @param reason why it was rejected (the scheduler's words, or the operator's), when known
 */
public record PendingDecision(String agreementId, AgreementState state, Optional<String> reason) {

    public PendingDecision {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(reason, "reason");
    }
}
