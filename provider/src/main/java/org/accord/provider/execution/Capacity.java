package org.accord.provider.execution;

import java.util.HashSet;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The nodes the provider's resource record starts from, in the order the backend lists them (the first
 * ones go to the reservation planner, see {@code NodePartition}).
 *
 * @param nodes at least one node, names unique
 */
public record Capacity(List<ComputeNode> nodes) {

    public Capacity {
        nodes = List.copyOf(nodes);
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("a capacity needs at least one node");
        }
        HashSet<String> names = new HashSet<>();
        nodes.stream().filter(n -> !names.add(n.name())).findFirst().ifPresent(n -> {
            throw new IllegalArgumentException("node " + n.name() + " is listed twice");
        });
    }

    /** {@code count} nodes {@code node-0 .. node-(count-1)} with {@code cpus} CPUs each. */
    public static Capacity uniform(int count, int cpus) {
        return new Capacity(IntStream.range(0, count).mapToObj(i -> new ComputeNode("node-" + i, cpus)).toList());
    }

    /** All CPUs on all nodes. */
    public int totalCpus() {
        return nodes.stream().mapToInt(ComputeNode::cpus).sum();
    }
}
