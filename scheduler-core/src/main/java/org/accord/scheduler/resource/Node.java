package org.accord.scheduler.resource;

import java.util.Objects;

/**
 * A computation node.
 *
 * @param id          stable identifier, unique in its cluster
 * @param processors  processors on the node; the node offers this much processor time per second
 * @param speedRating speed relative to the cluster's reference (e.g. a SPEC rating; the SDSC SP2 nodes rate 168)
 */
public record Node(String id, int processors, double speedRating) {

    public Node {
        Objects.requireNonNull(id, "node id must not be null");
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1: " + processors);
        }
        if (!(speedRating > 0) || Double.isInfinite(speedRating)) {
            throw new IllegalArgumentException("speed rating must be positive: " + speedRating);
        }
    }
}
