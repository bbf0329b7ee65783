package org.accord.scheduler.admission;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.ResourceRecord;
import org.junit.jupiter.api.Test;

class NodeChoicesTest {

    private final List<? extends NodeView> nodes = new ResourceRecord(Cluster.homogeneous(40, 1, 1),
            new LibraSlaAllocation()).read(view -> List.copyOf(view.nodes()));

    @Test
    void bestTakesTheHighestScoresFirstAndBreaksTiesByClusterOrder() {
        NodeChoices choices = new NodeChoices(2);
        choices.add(1, 5);
        choices.add(3, 7);
        choices.add(4, 5);
        choices.add(6, 7);
        choices.add(9, 1);

        assertThat(choices.best(nodes, 3, true)).containsExactly(id(3), id(6), id(1));
        assertThat(choices.best(nodes, 3, false)).containsExactly(id(9), id(1), id(4));
        assertThat(choices.size()).isEqualTo(5);
    }

    @Test
    void bestPicksWhatSortingEveryChoiceByScoreThenPositionPicks() {
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 500; round++) {
            NodeChoices choices = new NodeChoices(4);
            List<double[]> all = new ArrayList<>();
            for (int node = 0; node < nodes.size(); node++) {
                if (random.nextInt(3) > 0) {
                    double score = random.nextInt(6) - 2 + (random.nextBoolean() ? 0.5 : 0);
                    choices.add(node, score);
                    all.add(new double[] {node, score});
                }
            }
            int count = all.isEmpty() ? 0 : 1 + random.nextInt(all.size());
            boolean highestFirst = random.nextBoolean();
            Comparator<double[]> byScore = Comparator.comparingDouble(c -> c[1]);
            Comparator<double[]> order = (highestFirst ? byScore.reversed() : byScore)
                    .thenComparingDouble(c -> c[0]);
            List<String> expected = all.stream().sorted(order).limit(count).map(c -> id((int) c[0])).toList();

            assertThat(choices.best(nodes, count, highestFirst)).containsExactlyElementsOf(expected);
        }
    }

    private String id(int node) {
        return nodes.get(node).node().id();
    }
}
