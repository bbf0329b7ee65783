package org.accord.scheduler.admission;

import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.SlaJob;

/**
 * FCFS finalisation of SLA bids (contract-net paper, experiment 1 with 0% bid time): the local scheduler must
 * answer at once, so a bid is accepted on arrival if {@code p} processors are free and the job finishes within
 * its deadline, and rejected otherwise. Space-shared execution ({@link DedicatedAllocation}).
 */
public final class FcfsBidAdmission implements AdmissionPolicy {
    /** Registry name. */
    public static final String NAME = "fcfs";
    private final DedicatedAllocation allocation = new DedicatedAllocation();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ShareRule shareRule() {
        return allocation;
    }

    @Override
    public AdmissionDecision evaluate(SlaJob job, RecordView view, double now) {
        if (BestEffortPlacement.tooWide(job, view)) {
            return BestEffortPlacement.rejectTooWide(job, view);
        }
        return SpaceSharedFit.nodesFor(job, view, now)
                .<AdmissionDecision>map(nodes -> new AdmissionDecision.Accepted(job.id(), nodes, job.dueTime()))
                .orElseGet(() -> new AdmissionDecision.Rejected(job.id(), SpaceSharedFit.whyNot(job, now)));
    }
}
