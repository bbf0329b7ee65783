package org.accord.provider.admission;

import java.util.List;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ComputeNode;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.Node;

/**
 * How the two admission paths share the execution backend's nodes (its {@link Capacity}, in its order): a
 * fixed partition. The first {@code reservationNodes} nodes belong to the reservation planner (their
 * processors are the planner frame's processors, in node order), the others to the deadline admission
 * policy's resource record. Fixed, so the paths never compete for a processor and neither can over-commit
 * the other's; chosen over sharing through capacity holds because the planner re-plans unstarted
 * reservations on every arrival, which would move holds under running deadline jobs.
 *
 * <p>The split is the {@code planner.nodes} setting; by default a quarter of the nodes (rounded down) go to
 * reservations, so with fewer than four nodes (or {@code planner.nodes=0}) everything goes to deadline SLAs
 * and reservation offers are rejected for lack of capacity.
 *
 * @param capacity all nodes
 * @param reservationNodes how many of the first nodes the planner owns, 0..nodes-1
 */
public record NodePartition(Capacity capacity, int reservationNodes) {

    /** Speed rating of every node; run times are given at this speed. */
    public static final double SPEED = 1.0;

    public NodePartition {
        int nodes = capacity.nodes().size();
        if (reservationNodes < 0 || reservationNodes >= nodes) {
            throw new IllegalArgumentException("reservation nodes must be in 0.." + (nodes - 1) + ": " + reservationNodes);
        }
    }

    /** The settings' nodes ({@code nodes} x {@code node.processors}) split by {@code planner.nodes}. */
    public static NodePartition of(ProviderSettings settings) {
        return of(settings, Capacity.uniform(settings.nodes(), settings.processorsPerNode()));
    }

    /** {@code capacity} split by {@code planner.nodes}, by default a quarter of its nodes. */
    public static NodePartition of(ProviderSettings settings, Capacity capacity) {
        return new NodePartition(capacity, settings.plannerNodes().orElse(capacity.nodes().size() / 4));
    }

    /** The deadline path's nodes as a scheduler cluster. */
    public Cluster deadlineCluster() {
        List<Node> owned = capacity.nodes().subList(reservationNodes, capacity.nodes().size()).stream()
                .map(n -> new Node(n.name(), n.cpus(), SPEED)).toList();
        return new Cluster(owned, SPEED);
    }

    /** Processors in the planner's frame (0 when reservations have no nodes). */
    public int reservationProcessors() {
        return plannerNodes().stream().mapToInt(ComputeNode::cpus).sum();
    }

    /** The node holding planner processor {@code processor}. */
    public String nodeOfProcessor(int processor) {
        int first = 0;
        for (ComputeNode node : plannerNodes()) {
            if (processor < first + node.cpus()) {
                return node.name();
            }
            first += node.cpus();
        }
        throw new IllegalArgumentException("the planner has no processor " + processor);
    }

    private List<ComputeNode> plannerNodes() {
        return capacity.nodes().subList(0, reservationNodes);
    }
}
