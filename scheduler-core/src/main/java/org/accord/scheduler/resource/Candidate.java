package org.accord.scheduler.resource;

import org.accord.scheduler.sla.SlaJob;

/**
 * A job that is being considered for a node but not admitted: the "what if" entry a policy adds to a
 * node's placements without touching the record.
 */
public final class Candidate implements PlacementView {
    private final SlaJob job;
    private final double runtimeOnNode;
    private final double dueTime;
    private final double budgetReturn;

    /**
     * @param job           the job
     * @param runtimeOnNode run time converted to the node
     * @param dueTime       absolute due time the policy would assign
     */
    public Candidate(SlaJob job, double runtimeOnNode, double dueTime) {
        this.job = job;
        this.runtimeOnNode = runtimeOnNode;
        this.dueTime = dueTime;
        this.budgetReturn = PlacementView.budgetReturn(job, runtimeOnNode);
    }

    @Override
    public SlaJob job() {
        return job;
    }

    @Override
    public double runtimeOnNode() {
        return runtimeOnNode;
    }

    @Override
    public double dueTime() {
        return dueTime;
    }

    @Override
    public long sequence() {
        return Long.MAX_VALUE;
    }

    @Override
    public double remainingWork(double now) {
        return runtimeOnNode;
    }

    @Override
    public double share() {
        return 0;
    }

    @Override
    public boolean hasSla() {
        return job.sla().isPresent();
    }

    @Override
    public boolean hard() {
        return job.hard();
    }

    @Override
    public double budgetReturn() {
        return budgetReturn;
    }
}
