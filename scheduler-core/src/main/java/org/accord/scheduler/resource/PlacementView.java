package org.accord.scheduler.resource;

import java.util.Optional;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * One process of an admitted (or candidate) job on one node, as share rules and policies see it.
 */
public interface PlacementView {

    /** The job. */
    SlaJob job();

    /** The job's run time converted to this node. */
    double runtimeOnNode();

    /** Absolute due time the policy assigned (the SLA deadline, or release + slack factor x processing time for EDD). */
    double dueTime();

    /** Admission order; earlier admissions win ties. */
    long sequence();

    /** Work left on this node at time {@code now}, in seconds of one full processor of this node. */
    double remainingWork(double now);

    /** Processor share currently given to this process (0 for a candidate). */
    double share();

    /** The job's SLA (same as {@code job().sla()}, one indirection fewer). */
    default Optional<Sla> sla() {
        return job().sla();
    }

    /** True when the job has an SLA (is not best effort). */
    boolean hasSla();

    /** True when the job has a hard deadline. */
    boolean hard();

    /** LibraSLA's budget-based return on this node, {@code budget / runtimeOnNode / deadline}; 0 without an SLA. */
    double budgetReturn();

    /** {@link #budgetReturn()} computed from a job and its run time on a node. */
    static double budgetReturn(SlaJob job, double runtimeOnNode) {
        return job.sla().map(s -> s.budget() / runtimeOnNode / s.deadline()).orElse(0.0);
    }
}
