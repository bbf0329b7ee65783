package org.accord.scheduler.resource;

import java.util.List;

/** A node's admitted processes and capacity, read-only. */
public interface NodeView {

    /** The node. */
    Node node();

    /** Its processes in admission order. */
    List<? extends PlacementView> placements();

    /** The same processes as parallel arrays, for hot loops (see {@link PlacementArrays}). */
    PlacementArrays arrays();

    /** Processors not held at instant {@code t}. */
    double capacityAt(double t);

    /** Processors left when every hold overlapping {@code [from, to)} is deducted (conservative). */
    double capacityOver(double from, double to);

    /** True when any hold is recorded on the node (past, current or future). */
    boolean hasHolds();

    /**
     * Sum over the node's SLA jobs of their deadline shares (Eq. 3 of the LibraSLA paper,
     * {@code remaining work / remaining deadline}, at most 1 each) computed when the node last changed. While
     * every job receives at least that share (the spare branch of LibraSLA, and Libra) these shares can only
     * shrink, so the value is an upper bound of the current sum until the node changes again.
     */
    double requiredShareBound();

    /** True if, when the node last changed, every SLA job on it could still meet its deadline on one processor. */
    boolean slaJobsOnTrack();

    /** The share rule's {@link ShareRule#value} of the allocation the node is running, from its last change. */
    double allocationValue();

    /** Sum of {@link PlacementView#budgetReturn()} over the node's jobs. */
    double budgetReturnSum();

    /** The number of processes on the node. */
    default int processCount() {
        return placements().size();
    }
}
