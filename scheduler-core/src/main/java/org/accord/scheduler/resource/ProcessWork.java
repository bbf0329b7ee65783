package org.accord.scheduler.resource;

import java.util.Objects;

/**
 * Remaining work of one process of an admitted job on one node.
 *
 * @param nodeId        the node
 * @param remainingWork seconds of one full processor of that node, not negative
 */
public record ProcessWork(String nodeId, double remainingWork) {

    public ProcessWork {
        Objects.requireNonNull(nodeId, "node id must not be null");
        if (!(remainingWork >= 0)) {
            throw new IllegalArgumentException("remaining work must not be negative: " + remainingWork);
        }
    }
}
