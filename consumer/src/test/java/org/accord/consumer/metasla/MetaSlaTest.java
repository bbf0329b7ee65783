package org.accord.consumer.metasla;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.consumer.contractnet.BrokeredOutcome;
import org.junit.jupiter.api.Test;

class MetaSlaTest {

    private static SubAgreement placed(String jobId, AgreementState state, GuaranteeTermState guarantee) {
        return new SubAgreement(jobId, Optional.of(new BrokeredOutcome.Placed("p-" + jobId, "a-" + jobId)), state,
                guarantee);
    }

    private static SubAgreement observed(String jobId) {
        return placed(jobId, AgreementState.OBSERVED, GuaranteeTermState.NOT_DETERMINED);
    }

    private static SubAgreement complete(String jobId, GuaranteeTermState guarantee) {
        return placed(jobId, AgreementState.COMPLETE, guarantee);
    }

    private static MetaSla meta(SplitPolicy policy, SubAgreement... subAgreements) {
        return new MetaSla("m1", policy, List.of(subAgreements));
    }

    @Test
    void isPendingWhileAnyJobIsStillBidFor() {
        MetaSla meta = meta(SplitPolicy.PARTIAL, observed("j1"), SubAgreement.pending("j2"),
                SubAgreement.rejected("j3"));

        assertThat(meta.state()).isEqualTo(MetaSlaState.PENDING);
        assertThat(meta.guaranteeState()).isEqualTo(GuaranteeTermState.NOT_DETERMINED);
    }

    @Test
    void isRejectedWhenNoJobWasPlacedEvenIfPartialIsAllowed() {
        assertThat(meta(SplitPolicy.PARTIAL, SubAgreement.rejected("j1"), SubAgreement.rejected("j2")).state())
                .isEqualTo(MetaSlaState.REJECTED);
    }

    @Test
    void allOrNothingIsRejectedWhenAnyJobWasDropped() {
        MetaSla meta = meta(SplitPolicy.ALL_OR_NOTHING,
                placed("j1", AgreementState.TERMINATED, GuaranteeTermState.NOT_DETERMINED), SubAgreement.rejected("j2"));

        assertThat(meta.state()).isEqualTo(MetaSlaState.REJECTED);
        assertThat(meta.guaranteeState()).isEqualTo(GuaranteeTermState.NOT_DETERMINED);
    }

    @Test
    void isTerminatedWhenAPlacedSubAgreementWasTerminated() {
        MetaSla meta = meta(SplitPolicy.ALL_OR_NOTHING, observed("j1"),
                placed("j2", AgreementState.TERMINATED, GuaranteeTermState.NOT_DETERMINED));

        assertThat(meta.state()).isEqualTo(MetaSlaState.TERMINATED);
    }

    @Test
    void isCompleteWhenEveryPlacedJobCompleted() {
        assertThat(meta(SplitPolicy.ALL_OR_NOTHING, complete("j1", GuaranteeTermState.FULFILLED),
                complete("j2", GuaranteeTermState.VIOLATED)).state()).isEqualTo(MetaSlaState.COMPLETE);
    }

    @Test
    void partialRequestCompletesWithItsPlacedJobsAndStaysMarkedPartial() {
        MetaSla meta = meta(SplitPolicy.PARTIAL, complete("j1", GuaranteeTermState.FULFILLED),
                SubAgreement.rejected("j2"));

        assertThat(meta.state()).isEqualTo(MetaSlaState.COMPLETE);
        assertThat(meta.partial()).isTrue();
        assertThat(meta.guaranteeState()).isEqualTo(GuaranteeTermState.FULFILLED);
    }

    @Test
    void partialRequestWithADroppedJobIsPartialWhileItsJobsRun() {
        assertThat(meta(SplitPolicy.PARTIAL, observed("j1"), complete("j2", GuaranteeTermState.FULFILLED),
                SubAgreement.rejected("j3")).state()).isEqualTo(MetaSlaState.PARTIAL);
    }

    @Test
    void isObservedWhileEveryJobIsPlacedAndNotAllComplete() {
        MetaSla meta = meta(SplitPolicy.ALL_OR_NOTHING, observed("j1"), complete("j2", GuaranteeTermState.FULFILLED));

        assertThat(meta.state()).isEqualTo(MetaSlaState.OBSERVED);
        assertThat(meta.partial()).isFalse();
    }

    @Test
    void isFulfilledOnlyWhenEveryPlacedGuaranteeIs() {
        assertThat(meta(SplitPolicy.ALL_OR_NOTHING, complete("j1", GuaranteeTermState.FULFILLED),
                complete("j2", GuaranteeTermState.FULFILLED)).guaranteeState()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(meta(SplitPolicy.ALL_OR_NOTHING, complete("j1", GuaranteeTermState.FULFILLED),
                observed("j2")).guaranteeState()).isEqualTo(GuaranteeTermState.NOT_DETERMINED);
    }

    @Test
    void isViolatedWhenAnyPlacedGuaranteeIsViolated() {
        assertThat(meta(SplitPolicy.ALL_OR_NOTHING, observed("j1"), complete("j2", GuaranteeTermState.VIOLATED))
                .guaranteeState()).isEqualTo(GuaranteeTermState.VIOLATED);
    }

    @Test
    void followsItsSubAgreementsThroughCompletion() {
        MetaSla running = meta(SplitPolicy.ALL_OR_NOTHING, observed("j1"), observed("j2"));

        MetaSla halfDone = running.withSubAgreement("j1", AgreementState.COMPLETE, GuaranteeTermState.FULFILLED);
        MetaSla done = halfDone.withSubAgreement("j2", AgreementState.COMPLETE, GuaranteeTermState.FULFILLED);

        assertThat(halfDone.state()).isEqualTo(MetaSlaState.OBSERVED);
        assertThat(done.state()).isEqualTo(MetaSlaState.COMPLETE);
        assertThat(done.guaranteeState()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(done.subAgreement("j1").placement()).isEqualTo(running.subAgreement("j1").placement());
    }

    @Test
    void refusesStatesThatContradictThePlacement() {
        assertThatThrownBy(() -> observed("j1").with(AgreementState.REJECTED, GuaranteeTermState.NOT_DETERMINED))
                .hasMessage("sub-agreement for job j1 cannot be REJECTED once placed");
        assertThatThrownBy(() -> SubAgreement.rejected("j2").with(AgreementState.COMPLETE,
                GuaranteeTermState.FULFILLED)).hasMessage("sub-agreement for job j2 cannot be COMPLETE without a placement");
    }

    @Test
    void refusesAJobListedTwice() {
        assertThatThrownBy(() -> meta(SplitPolicy.PARTIAL, observed("j1"), SubAgreement.rejected("j1")))
                .hasMessage("meta-SLA m1 lists job twice: j1");
    }

    @Test
    void splitPoliciesAreFoundByStableName() {
        assertThat(SplitPolicy.named("all-or-nothing")).isEqualTo(SplitPolicy.ALL_OR_NOTHING);
        assertThat(SplitPolicy.named("Partial")).isEqualTo(SplitPolicy.PARTIAL);
        assertThatThrownBy(() -> SplitPolicy.named("some"))
                .hasMessage("unknown split policy: some (known: all-or-nothing, partial)");
    }
}
