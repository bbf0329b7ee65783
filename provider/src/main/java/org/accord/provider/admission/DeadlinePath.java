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
    private final FairShare fairShare;
    private final int nodes;

    /** An empty record whose clock starts at {@code start} (the earliest instant a replay will place at). */
    DeadlinePath(NodePartition partition, AdmissionPolicy policy, double start, FairShare fairShare) {
        this.controller = new AdmissionController(partition.deadlineCluster(), policy, start);
        this.fairShare = fairShare;
        this.nodes = controller.record().cluster().nodes().size();
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

    /**
     * Decides and, when accepted, places the job, atomically on the record. Fair share first: a job whose
     * initiator is not below its share must leave the reserve ({@link FairShare}).
     */
    Admission admit(SlaJob job, double now) {
        Optional<String> unfair = unfair(job, now);
        if (unfair.isPresent()) {
            return new Admission.Refused(unfair.get(), Optional.empty());
        }
        AdmissionDecision decision = controller.admit(job, now);
        if (decision instanceof AdmissionDecision.Accepted accepted) {
            fairShare.hold(job);
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
        Optional<String> unfair = unfair(job, now);
        if (unfair.isPresent()) {
            return unfair;
        }
        AdmissionDecision decision = controller.whatIf(job, now);
        return decision instanceof AdmissionDecision.Accepted ? Optional.empty() : Optional.of(reason(decision));
    }

    /**
     * Fair share's refusal of the job, changing nothing: when its initiator must leave the reserve and the
     * policy would not accept the job widened by it. Where the policy would refuse the job itself too, the
     * policy's reason is given, as the more fundamental one.
     */
    private Optional<String> unfair(SlaJob job, double now) {
        int widening = fairShare.deadlineWidening(job, nodes);
        if (widening == 0) {
            return Optional.empty();
        }
        SlaJob widened = new SlaJob(job.id(), job.submitTime(), job.runtime(), job.processors() + widening, job.sla());
        if (controller.whatIf(widened, now) instanceof AdmissionDecision.Accepted) {
            return Optional.empty();
        }
        AdmissionDecision itself = controller.whatIf(job, now);
        return Optional.of(itself instanceof AdmissionDecision.Accepted ? fairShare.deadlineRefusal(job, nodes)
                : reason(itself));
    }

    /** Re-places a stored job where it was admitted, at its admission time (for restart). */
    void replay(SlaJob job, DeadlineAllocation allocation) {
        controller.record().update(update -> {
            update.advanceTo(allocation.created());
            update.place(job, allocation.nodes(), allocation.dueTime());
            return null;
        });
        fairShare.hold(job);
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
