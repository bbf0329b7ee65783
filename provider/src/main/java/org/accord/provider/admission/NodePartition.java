package org.accord.provider.admission;

import java.util.List;
import java.util.stream.IntStream;

import org.accord.provider.config.ProviderSettings;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.Node;

/**
 * How the two admission paths share the provider's nodes {@code node-0 .. node-(n-1)}: a fixed partition.
 * The first {@code reservationNodes} nodes belong to the reservation planner (their processors are the
 * planner frame's processors, in node order), the others to the deadline admission policy's resource
 * record. Fixed, so the paths never compete for a processor and neither can over-commit the other's;
 * chosen over sharing through capacity holds because the planner re-plans unstarted reservations on every
 * arrival, which would move holds under running deadline jobs.
 *
 * <p>The split is the {@code planner.nodes} setting; by default a quarter of the nodes (rounded down) go to
 * reservations, so with fewer than four nodes (or {@code planner.nodes=0}) everything goes to deadline SLAs
 * and reservation offers are rejected for lack of capacity.
 *
 * @param nodes all nodes
 * @param processorsPerNode processors on each node
 * @param reservationNodes how many of the first nodes the planner owns, 0..nodes-1
 */
public record NodePartition(int nodes, int processorsPerNode, int reservationNodes) {

    /** Simulated speed rating of every node; run times are given at this speed. */
    public static final double SPEED = 1.0;

    public NodePartition {
        if (nodes < 1 || processorsPerNode < 1) {
            throw new IllegalArgumentException("nodes and processors per node must be at least 1: " + nodes
                    + ", " + processorsPerNode);
        }
        if (reservationNodes < 0 || reservationNodes >= nodes) {
            throw new IllegalArgumentException("reservation nodes must be in 0.." + (nodes - 1) + ": " + reservationNodes);
        }
    }

    /** The settings' split ({@code planner.nodes}, by default a quarter of the nodes, rounded down). */
    public static NodePartition of(ProviderSettings settings) {
        return new NodePartition(settings.nodes(), settings.processorsPerNode(), settings.reservationNodes());
    }

    /** The deadline path's nodes as a scheduler cluster. */
    public Cluster deadlineCluster() {
        List<Node> owned = IntStream.range(reservationNodes, nodes)
                .mapToObj(i -> new Node(nodeId(i), processorsPerNode, SPEED)).toList();
        return new Cluster(owned, SPEED);
    }

    /** Processors in the planner's frame (0 when reservations have no nodes). */
    public int reservationProcessors() {
        return reservationNodes * processorsPerNode;
    }

    /** The node holding planner processor {@code processor}. */
    public String nodeOfProcessor(int processor) {
        return nodeId(processor / processorsPerNode);
    }

    static String nodeId(int index) {
        return "node-" + index;
    }
}
