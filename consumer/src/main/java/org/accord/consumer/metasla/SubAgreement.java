package org.accord.consumer.metasla;

import java.util.Objects;
import java.util.Optional;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.consumer.contractnet.BrokeredOutcome;

/**
 * One job of a meta-SLA with its sub-agreement: where it was placed (empty while pending or when
 * rejected), the sub-agreement's state and its guarantee state. A placed sub-agreement is observed,
 * complete or terminated; an unplaced one is pending or rejected and has no guarantee to judge. The states
 * are WS-Agreement's, as the client reads them from the provider; here PENDING means "still being bid
 * for". A placed agreement that is being terminated (PENDING_AND_TERMINATING,
 * OBSERVED_AND_TERMINATING) counts as placed and in force until the provider reports it TERMINATED.
 */
public record SubAgreement(String jobId, Optional<BrokeredOutcome.Placed> placement, AgreementState state,
                           GuaranteeTermState guarantee) {

    public SubAgreement {
        Objects.requireNonNull(jobId, "jobId");
        Objects.requireNonNull(placement, "placement");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(guarantee, "guarantee");
        boolean unplacedState = state == AgreementState.PENDING || state == AgreementState.REJECTED;
        if (placement.isPresent() == unplacedState) {
            throw new IllegalArgumentException("sub-agreement for job " + jobId + " cannot be " + state
                    + (placement.isPresent() ? " once placed" : " without a placement"));
        }
        if (placement.isEmpty() && guarantee != GuaranteeTermState.NOT_DETERMINED) {
            throw new IllegalArgumentException("unplaced job " + jobId + " cannot have guarantee " + guarantee);
        }
    }

    /** A job placed at {@code placement}, in force with guarantees not yet determined. */
    public static SubAgreement observed(String jobId, BrokeredOutcome.Placed placement) {
        return new SubAgreement(jobId, Optional.of(placement), AgreementState.OBSERVED,
                GuaranteeTermState.NOT_DETERMINED);
    }

    /** A job no provider took. */
    public static SubAgreement rejected(String jobId) {
        return new SubAgreement(jobId, Optional.empty(), AgreementState.REJECTED, GuaranteeTermState.NOT_DETERMINED);
    }

    /** A job still being bid for. */
    public static SubAgreement pending(String jobId) {
        return new SubAgreement(jobId, Optional.empty(), AgreementState.PENDING, GuaranteeTermState.NOT_DETERMINED);
    }

    /** This sub-agreement at the same placement with a new state and guarantee state. */
    public SubAgreement with(AgreementState newState, GuaranteeTermState newGuarantee) {
        return new SubAgreement(jobId, placement, newState, newGuarantee);
    }

    /** Whether a provider holds (or held) this job. */
    public boolean placed() {
        return placement.isPresent();
    }
}
