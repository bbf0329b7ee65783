package org.accord.consumer.metasla;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeTermState;
import org.accord.consumer.contractnet.JobReport;
import org.accord.consumer.contractnet.Superscheduler;

/**
 * Splits a meta-SLA request into one contract-net bidding per job, all at once, and assembles the
 * sub-agreements: a placed job is OBSERVED at its provider, a dropped one REJECTED. Under
 * {@link SplitPolicy#ALL_OR_NOTHING} a dropped job makes the broker terminate every placed one; a
 * sub-agreement whose termination succeeded becomes TERMINATED, one whose termination failed stays
 * OBSERVED so the caller sees that a provider may still hold it. Either way the meta-SLA is REJECTED.
 */
public final class MetaSlaBroker {

    private final Superscheduler superscheduler;

    public MetaSlaBroker(Superscheduler superscheduler) {
        this.superscheduler = Objects.requireNonNull(superscheduler, "superscheduler");
    }

    /** Places every job of {@code request}; completes when each is placed or dropped (and released). */
    public CompletableFuture<MetaSlaOutcome> place(MetaSlaRequest request) {
        List<CompletableFuture<JobReport>> submitted = request.jobs().stream()
                .map(job -> superscheduler.submit(job, request.order())).toList();
        return CompletableFuture.allOf(submitted.toArray(CompletableFuture[]::new))
                .thenCompose(done -> settle(request, submitted.stream().map(CompletableFuture::join).toList()));
    }

    private CompletableFuture<MetaSlaOutcome> settle(MetaSlaRequest request, List<JobReport> reports) {
        List<SubAgreement> subAgreements = reports.stream().map(MetaSlaBroker::subAgreement).toList();
        boolean release = request.policy() == SplitPolicy.ALL_OR_NOTHING
                && !reports.stream().allMatch(JobReport::placed);
        if (!release) {
            return CompletableFuture.completedFuture(outcome(request, subAgreements, reports));
        }
        List<CompletableFuture<SubAgreement>> released = subAgreements.stream().map(this::release).toList();
        return CompletableFuture.allOf(released.toArray(CompletableFuture[]::new))
                .thenApply(done -> outcome(request,
                        released.stream().map(CompletableFuture::join).toList(), reports));
    }

    private CompletableFuture<SubAgreement> release(SubAgreement subAgreement) {
        if (!subAgreement.placed()) {
            return CompletableFuture.completedFuture(subAgreement);
        }
        CompletableFuture<Void> terminated;
        try {
            terminated = superscheduler.terminate(subAgreement.placement().orElseThrow());
        } catch (RuntimeException failure) {
            terminated = CompletableFuture.failedFuture(failure);
        }
        return terminated.handle((done, failure) -> failure != null ? subAgreement
                : subAgreement.with(AgreementState.TERMINATED, GuaranteeTermState.NOT_DETERMINED));
    }

    private static SubAgreement subAgreement(JobReport report) {
        return report.placement().map(placed -> SubAgreement.observed(report.job().id(), placed))
                .orElseGet(() -> SubAgreement.rejected(report.job().id()));
    }

    private static MetaSlaOutcome outcome(MetaSlaRequest request, List<SubAgreement> subAgreements,
                                                  List<JobReport> reports) {
        return new MetaSlaOutcome(new MetaSla(request.id(), request.policy(), subAgreements), reports);
    }
}
