package org.accord.scheduler.resource;

import java.util.Objects;

/**
 * Processors of one node held for an interval by something other than time-shared jobs, e.g. a reservation
 * SLA (a processors x time rectangle) placed by the planning heuristics.
 *
 * <p>How policies see it: while a hold is active the node's capacity at that instant is reduced by
 * {@code processors} ({@link NodeView#capacityAt(double)}), and admission evaluates a node against the
 * capacity left by every hold that overlaps the job's window ({@link NodeView#capacityOver(double, double)}),
 * i.e. conservatively as if the hold lasted the whole window. LibraSLA therefore treats held processor time
 * as unavailable and never admits a job whose deadline share needs it.
 *
 * @param id         stable identifier
 * @param nodeId     the node
 * @param from       start of the interval, inclusive
 * @param to         end of the interval, exclusive, after {@code from}
 * @param processors processors held, at least 1
 */
public record CapacityHold(String id, String nodeId, double from, double to, int processors) {

    public CapacityHold {
        Objects.requireNonNull(id, "hold id must not be null");
        Objects.requireNonNull(nodeId, "node id must not be null");
        if (!(to > from)) {
            throw new IllegalArgumentException("hold must end after it starts: from " + from + " to " + to);
        }
        if (processors < 1) {
            throw new IllegalArgumentException("held processors must be at least 1: " + processors);
        }
    }

    boolean activeAt(double t) {
        return from <= t && t < to;
    }

    boolean overlaps(double start, double end) {
        return from < end && start < to;
    }
}
