package org.accord.scheduler.resource;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import org.accord.scheduler.SchedulerException;

/**
 * An immutable set of nodes and the reference speed at which job run times are given. Following the
 * LibraSLA paper's heterogeneous case, a run time is converted to a node as
 * {@code runtime * referenceSpeed / node.speedRating()}. A value class (not a record only because it keeps
 * an index of its nodes by id).
 */
public final class Cluster {
    private final List<Node> nodes;
    private final double referenceSpeed;
    private final Map<String, Node> byId = new HashMap<>();

    /**
     * @param nodes          the nodes, in a stable order (ties between equally good nodes go to the earlier one)
     * @param referenceSpeed speed rating at which job run times are measured
     */
    public Cluster(List<Node> nodes, double referenceSpeed) {
        this.nodes = List.copyOf(nodes);
        if (this.nodes.isEmpty()) {
            throw new IllegalArgumentException("cluster must have at least one node");
        }
        if (!(referenceSpeed > 0) || Double.isInfinite(referenceSpeed)) {
            throw new IllegalArgumentException("reference speed must be positive: " + referenceSpeed);
        }
        this.referenceSpeed = referenceSpeed;
        for (Node node : this.nodes) {
            if (byId.put(node.id(), node) != null) {
                throw new IllegalArgumentException("node id must be unique: " + node.id());
            }
        }
    }

    /** {@code count} identical nodes named {@code node-0 .. node-(count-1)} at the reference speed. */
    public static Cluster homogeneous(int count, int processorsPerNode, double speedRating) {
        if (count < 1) {
            throw new IllegalArgumentException("node count must be at least 1: " + count);
        }
        List<Node> nodes = IntStream.range(0, count)
                .mapToObj(i -> new Node("node-" + i, processorsPerNode, speedRating)).toList();
        return new Cluster(nodes, speedRating);
    }

    /** The SDSC SP2 of the LibraSLA evaluation: 128 single-processor nodes of SPEC rating 168. */
    public static Cluster sdscSp2() {
        return homogeneous(128, 1, 168);
    }

    /** The nodes in cluster order. */
    public List<Node> nodes() {
        return nodes;
    }

    /** Speed rating at which job run times are measured. */
    public double referenceSpeed() {
        return referenceSpeed;
    }

    /** The node with this id. */
    public Node node(String id) {
        Node node = byId.get(id);
        if (node == null) {
            throw new SchedulerException("unknown node: " + id);
        }
        return node;
    }

    /** Run time on {@code node} of a job that takes {@code referenceRuntime} at the reference speed. */
    public double runtimeOn(Node node, double referenceRuntime) {
        return referenceRuntime * referenceSpeed / node.speedRating();
    }

    /** Sum of processors over all nodes. */
    public int totalProcessors() {
        return nodes.stream().mapToInt(Node::processors).sum();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cluster c && c.nodes.equals(nodes) && c.referenceSpeed == referenceSpeed;
    }

    @Override
    public int hashCode() {
        return Objects.hash(nodes, referenceSpeed);
    }

    @Override
    public String toString() {
        return "Cluster[" + nodes.size() + " nodes, " + totalProcessors() + " processors, reference speed " + referenceSpeed + "]";
    }
}
