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
}
