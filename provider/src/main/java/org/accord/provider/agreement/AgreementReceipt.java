package org.accord.provider.agreement;

import java.util.Objects;

import org.accord.agreement.AgreementState;

/**
 * The answer to a create: the agreement's id and state.
 *
 * @param agreementId the new agreement's id, or the existing one's for a retried offer
 * @param state Observed for an accepted agreement, Pending for a pending one
 * @param retried whether the same initiator had already created an agreement from this offer
 */
public record AgreementReceipt(String agreementId, AgreementState state, boolean retried) {

    public AgreementReceipt {
        Objects.requireNonNull(agreementId, "agreementId");
        Objects.requireNonNull(state, "state");
    }
}
