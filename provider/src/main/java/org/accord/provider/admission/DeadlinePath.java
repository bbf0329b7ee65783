package org.accord.provider.admission;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.accord.scheduler.admission.AdmissionController;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.resource.JobCompletion;
import org.accord.scheduler.sla.SlaJob;

/**
 * Deadline/budget/penalty SLAs on the configured admission policy (default {@code librasla}) over the
 * deadline partition's resource record. Execution follows the record's own model: admitted jobs share
 * each node's processors under the policy's share rule (proportional share for LibraSLA), and a job
 * finishes when its last process has done its work; {@link #advanceTo} reports those finishes.
 *
 * <p>The record has no withdrawal: a terminated agreement's processes keep their share until their
 * simulated finish (their finish is then ignored). That keeps the record's history replayable, which is
 * how {@link #replay} rebuilds it on restart.
 */
final class DeadlinePath implements AdmissionPath {

    private final AdmissionController controller;

    /** An empty record whose clock starts at {@code start} (the earliest instant a replay will place at). */
    DeadlinePath(NodePartition partition, AdmissionPolicy policy, double start) {
        this.controller = new AdmissionController(partition.deadlineCluster(), policy, start);
    }

    @Override
    public Admission admit(String agreementId, OfferTerms terms, double now) {
        return admit(terms.deadlineJob(agreementId, now), now);
    }

    @Override
    public boolean wouldAdmit(String agreementId, OfferTerms terms, double now) {
        return wouldAdmit(terms.deadlineJob(agreementId, now), now);
    }

    @Override
    public Optional<String> refusal(String agreementId, OfferTerms terms, double now) {
        return refusal(terms.deadlineJob(agreementId, now), now);
    }

    @Override
    public Assessment alternative(String agreementId, OfferTerms terms, double now, String refusal) {
        return Alternatives.deadline(this, agreementId, terms, now, refusal);
    }

    /** Nothing: the record has no withdrawal (see the type's Javadoc). */
    @Override
    public void withdraw(String agreementId) {
    }

    /** Decides and, when accepted, places the job, atomically on the record. */
    Admission admit(SlaJob job, double now) {
        AdmissionDecision decision = controller.admit(job, now);
        if (decision instanceof AdmissionDecision.Accepted accepted) {
            Allocation allocation = new DeadlineAllocation(now, accepted.nodeIds(), accepted.nodeIds().size(),
                    accepted.dueTime());
            return new Admission.Admitted(allocation, Map.of());
        }
        return new Admission.Refused(reason(decision), Optional.empty());
    }

    /** Whether the job would be accepted now, changing nothing. */
    boolean wouldAdmit(SlaJob job, double now) {
        return refusal(job, now).isEmpty();
    }

    /** Why the policy would refuse the job now, changing nothing; empty when it would accept it. */
    Optional<String> refusal(SlaJob job, double now) {
        AdmissionDecision decision = controller.whatIf(job, now);
        return decision instanceof AdmissionDecision.Accepted ? Optional.empty() : Optional.of(reason(decision));
    }

    /** Re-places a stored job where it was admitted, at its admission time (for restart). */
    void replay(SlaJob job, DeadlineAllocation allocation) {
        controller.record().update(update -> {
            update.advanceTo(allocation.created());
            update.place(job, allocation.nodes(), allocation.dueTime());
            return null;
        });
    }

    /** Accounts execution up to {@code now} and returns the jobs that finished. */
    @Override
    public List<Finish> advanceTo(double now) {
        controller.record().advanceTo(now);
        return controller.record().drainCompletions().stream()
                .map((JobCompletion done) -> new Finish(done.job().id(), done.finishTime())).toList();
    }

    @Override
    public double nextEventTime() {
        return controller.record().nextEventTime();
    }

    String policyName() {
        return controller.policy().name();
    }

    private String reason(AdmissionDecision decision) {
        if (decision instanceof AdmissionDecision.Rejected rejected) {
            return rejected.reason();
        }
        return "the " + controller.policy().name() + " policy would only queue the job as a bid; the provider "
                + "decides at once";
    }
}
