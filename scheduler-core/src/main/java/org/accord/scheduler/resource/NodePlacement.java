package org.accord.scheduler.resource;

import java.util.Optional;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/** One admitted process on one node; mutable, owned by its {@link NodeState}, changed only under the record's write lock. */
final class NodePlacement implements PlacementView {
    final JobState owner;
    final double runtimeOnNode;
    private final double dueTime;
    private final Optional<Sla> sla;
    private final boolean hasSla;
    private final boolean hard;
    private final double budgetReturn;
    double remaining;
    double share;
    double accountedAt;
    boolean running;
    int interruptions;

    NodePlacement(JobState owner, double runtimeOnNode, double remaining, double accountedAt) {
        this.owner = owner;
        this.runtimeOnNode = runtimeOnNode;
        this.remaining = remaining;
        this.accountedAt = accountedAt;
        this.dueTime = owner.dueTime;
        this.sla = owner.job.sla();
        this.hasSla = sla.isPresent();
        this.hard = owner.job.hard();
        this.budgetReturn = PlacementView.budgetReturn(owner.job, runtimeOnNode);
    }

    @Override
    public boolean hasSla() {
        return hasSla;
    }

    @Override
    public boolean hard() {
        return hard;
    }

    @Override
    public double budgetReturn() {
        return budgetReturn;
    }

    @Override
    public SlaJob job() {
        return owner.job;
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
    public Optional<Sla> sla() {
        return sla;
    }

    @Override
    public long sequence() {
        return owner.sequence;
    }

    @Override
    public double remainingWork(double now) {
        return Math.max(0, remaining - share * Math.max(0, now - accountedAt));
    }

    @Override
    public double share() {
        return share;
    }

    /**
     * True when the process has (up to rounding) no work left at {@code now}: within a billionth of its run
     * time, or so little that finishing it would not move the clock.
     */
    boolean finished(double now) {
        return remaining <= 1e-9 * Math.max(1, runtimeOnNode) || (share > 0 && now + remaining / share <= now);
    }
}
