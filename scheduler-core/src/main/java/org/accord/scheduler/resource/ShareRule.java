package org.accord.scheduler.resource;

import java.util.List;

/**
 * How one node divides its processor time among its processes at an instant (time-shared allocation).
 * Implementations are stateless and must give no process more than one processor and the node no more
 * than {@code capacity} in total.
 */
@FunctionalInterface
public interface ShareRule {

    /**
     * Writes into {@code shares[i]} the processor share (0..1) of {@code jobs.get(i)} at time {@code now}.
     *
     * @param jobs     the node's processes
     * @param now      the instant
     * @param capacity processors available on the node at that instant (holds deducted), may be 0
     * @param shares   output, at least {@code jobs.size()} long
     */
    void assign(List<? extends PlacementView> jobs, double now, double capacity, double[] shares);

    /**
     * The value of the node under the shares just assigned, kept by the record as
     * {@link NodeView#allocationValue()} (LibraSLA: the node's return); NaN when the rule defines none.
     */
    default double value(List<? extends PlacementView> jobs, double now, double[] shares) {
        return Double.NaN;
    }
}
