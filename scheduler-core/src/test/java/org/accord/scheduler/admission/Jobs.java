package org.accord.scheduler.admission;

import org.accord.scheduler.resource.Candidate;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/** Tiny fixtures: jobs on single-processor nodes of speed 1, so run time equals work. */
final class Jobs {
    private Jobs() {
    }

    static SlaJob soft(String id, double submit, double runtime, double deadline, double budget, double penaltyRate) {
        return SlaJob.withSla(id, submit, runtime, 1, new Sla(DeadlineType.SOFT, deadline, budget, penaltyRate));
    }

    static SlaJob hard(String id, double submit, double runtime, double deadline, double budget) {
        return SlaJob.withSla(id, submit, runtime, 1, new Sla(DeadlineType.HARD, deadline, budget, 1));
    }

    static SlaJob wide(SlaJob job, int processors) {
        return new SlaJob(job.id(), job.submitTime(), job.runtime(), processors, job.sla());
    }

    /** A job as it sits on a node at time 0 with all its work left. */
    static Candidate onNode(SlaJob job) {
        return new Candidate(job, job.runtime(), job.dueTime());
    }
}
