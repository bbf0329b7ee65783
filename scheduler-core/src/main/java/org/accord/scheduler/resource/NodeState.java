package org.accord.scheduler.resource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A node's processes and holds inside a {@link ResourceRecord}; changed only under the record's write lock. */
final class NodeState implements NodeView {
    private final Node node;
    final List<NodePlacement> placements = new ArrayList<>();
    final List<CapacityHold> holds = new ArrayList<>();
    private final List<NodePlacement> readOnly = Collections.unmodifiableList(placements);
    double nextCompletion = Double.POSITIVE_INFINITY;
    int index;
    /** The node's position in the record's node list. */
    int position;
    private double requiredShareBound;
    private boolean onTrack = true;
    private double budgetReturnSum;
    private double allocationValue = Double.NaN;
    private double[] buffer = new double[8];
    private final PlacementArrays arrays = new PlacementArrays();

    NodeState(Node node) {
        this.node = node;
    }

    @Override
    public Node node() {
        return node;
    }

    @Override
    public List<NodePlacement> placements() {
        return readOnly;
    }

    @Override
    public PlacementArrays arrays() {
        return arrays;
    }

    @Override
    public double requiredShareBound() {
        return requiredShareBound;
    }

    @Override
    public boolean slaJobsOnTrack() {
        return onTrack;
    }

    @Override
    public double allocationValue() {
        return allocationValue;
    }

    @Override
    public double budgetReturnSum() {
        return budgetReturnSum;
    }

    @Override
    public boolean hasHolds() {
        return !holds.isEmpty();
    }

    @Override
    public double capacityAt(double t) {
        double capacity = node.processors();
        for (CapacityHold hold : holds) {
            if (hold.activeAt(t)) {
                capacity -= hold.processors();
            }
        }
        return Math.max(0, capacity);
    }

    @Override
    public double capacityOver(double from, double to) {
        double capacity = node.processors();
        for (CapacityHold hold : holds) {
            if (hold.overlaps(from, to)) {
                capacity -= hold.processors();
            }
        }
        return Math.max(0, capacity);
    }

    /** Applies work done since each process was last accounted, up to {@code now}. */
    void account(double now) {
        for (NodePlacement p : placements) {
            p.remaining = p.remainingWork(now);
            p.accountedAt = now;
        }
    }

    /** Recomputes the shares at {@code now} with {@code rule}, tracking starts and interruptions. */
    void reassign(ShareRule rule, double now) {
        int n = placements.size();
        if (buffer.length < n) {
            buffer = new double[Math.max(n, buffer.length * 2)];
        }
        rule.assign(placements, now, capacityAt(now), buffer);
        allocationValue = rule.value(placements, now, buffer);
        nextCompletion = Double.POSITIVE_INFINITY;
        requiredShareBound = 0;
        budgetReturnSum = 0;
        onTrack = true;
        for (int i = 0; i < n; i++) {
            NodePlacement p = placements.get(i);
            summarise(p, now);
            p.share = buffer[i];
            boolean running = p.share > 0;
            if (p.running && !running) {
                p.interruptions++;
                p.owner.interruptions = Math.max(p.owner.interruptions, p.interruptions);
            }
            if (running && Double.isNaN(p.owner.startTime)) {
                p.owner.startTime = now;
            }
            p.running = running;
            if (running) {
                nextCompletion = Math.min(nextCompletion, now + p.remaining / p.share);
            }
        }
        arrays.refresh(placements);
    }

    private void summarise(NodePlacement p, double now) {
        budgetReturnSum += p.budgetReturn();
        if (p.hasSla()) {
            double window = p.dueTime() - now;
            if (window <= 0 || p.remaining > window) {
                onTrack = false;
                requiredShareBound += 1;
            } else {
                requiredShareBound += p.remaining / window;
            }
        }
    }

    /** The earliest hold boundary strictly after {@code t}. */
    double nextHoldBoundary(double t) {
        double next = Double.POSITIVE_INFINITY;
        for (CapacityHold hold : holds) {
            if (hold.from() > t) {
                next = Math.min(next, hold.from());
            }
            if (hold.to() > t) {
                next = Math.min(next, hold.to());
            }
        }
        return next;
    }

    boolean holdBoundaryIn(double fromExclusive, double toInclusive) {
        for (CapacityHold hold : holds) {
            if ((hold.from() > fromExclusive && hold.from() <= toInclusive)
                    || (hold.to() > fromExclusive && hold.to() <= toInclusive)) {
                return true;
            }
        }
        return false;
    }
}
