package org.accord.scheduler.resource;

import java.util.List;

/**
 * A consistent, read-only view of a {@link ResourceRecord}, valid only inside the callback that received it.
 */
public interface RecordView {

    /** The cluster. */
    Cluster cluster();

    /** The nodes in cluster order. */
    List<? extends NodeView> nodes();

    /** The time up to which execution has been accounted. */
    double clock();

    /**
     * The position in {@link #nodes()} of the first node at or after {@code from} that may take one more process of
     * a space-shared job: one holding fewer processes than processors, or one with holds (whose capacity depends on
     * the window); {@code nodes().size()} when there is none. Every node it skips has no processor free, so a caller
     * that checks each node it returns in full sees what a scan of every node sees, faster on a full record. This
     * default skips nothing.
     */
    default int nextWithRoom(int from) {
        return from;
    }
}
