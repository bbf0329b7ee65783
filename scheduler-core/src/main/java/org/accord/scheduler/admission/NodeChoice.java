package org.accord.scheduler.admission;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.accord.scheduler.resource.NodeView;

/**
 * A node found suitable for a job, with the score used to rank suitable nodes.
 *
 * @param node  the node
 * @param index its position in the cluster (ties go to the lower index)
 * @param score the ranking score (meaning depends on the policy)
 */
record NodeChoice(NodeView node, int index, double score) {

    /** The ids of the first {@code count} choices in the given order of score, ties by cluster order. */
    static List<String> best(List<NodeChoice> choices, int count, boolean highestFirst) {
        int sign = highestFirst ? -1 : 1;
        Comparator<NodeChoice> order = (a, b) -> {
            int byScore = sign * Double.compare(a.score, b.score);
            return byScore != 0 ? byScore : Integer.compare(a.index, b.index);
        };
        List<NodeChoice> sorted = new ArrayList<>(choices);
        sorted.sort(order);
        return sorted.subList(0, count).stream().map(c -> c.node().node().id()).toList();
    }
}
