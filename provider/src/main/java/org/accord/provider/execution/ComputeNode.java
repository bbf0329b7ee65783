package org.accord.provider.execution;

import java.util.Objects;

/**
 * One node an execution backend offers.
 *
 * @param name the node's name, as the backend knows it (stored with each allocation)
 * @param cpus its CPUs (processors), at least 1
 */
public record ComputeNode(String name, int cpus) {

    public ComputeNode {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a node needs a name");
        }
        if (cpus < 1) {
            throw new IllegalArgumentException("node " + name + " needs at least one CPU: " + cpus);
        }
    }
}
