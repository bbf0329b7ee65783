package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;

import org.accord.scheduler.batch.BatchParameter;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.Row;
import org.junit.jupiter.api.Test;

class HeuristicsSensitivityTest {

    private final Grid<HeuristicsSensitivity.Point> grid =
            new HeuristicsSensitivity().read(BatchSettings.defaults().withSets(1));

    @Test
    void gridIsBothSplitRulesAtSixLaxitiesUnderBothPricings() {
        assertThat(grid.size()).isEqualTo(24);
        assertThat(grid.points()).extracting(p -> p.settings().workload().splitRule()).containsOnly("largest", "area-weighted");
        assertThat(grid.points()).extracting(p -> p.settings().workload().meanLaxityFactor())
                .containsOnly(1.0, 2.0, 5.0, 10.0, 25.0, 50.0);
        assertThat(grid.points()).allSatisfy(p -> assertThat(p.settings().heuristics()).hasSize(9));
        assertThat(grid.seedKeys().subList(0, 12)).containsOnly(0);
        assertThat(grid.seedKeys().subList(12, 24)).containsOnly(1);
    }

    @Test
    void rowIsTheTablesTopHeuristicWithWhereThePapersWinnersRank() {
        HeuristicsSensitivity.Point point = grid.points().get(0);

        Row row = new HeuristicsSensitivity().replay(point, 5).get(0);

        assertThat(row.text("pricing")).isEqualTo("flat-rate");
        assertThat(row.text("splitRule")).isEqualTo("largest");
        assertThat(row.number("laxityMean")).isEqualTo(1.0);
        assertThat(row.text("bestHeuristic")).startsWith("min(T");
        assertThat(row.text("paperTopTwoRanks")).matches("[1-9],[1-9]");
        assertThat(row.number("slaPercent")).isBetween(50.0, 100.0);
    }

    @Test
    void takesTheGeneratorsCutAndLaxityDistributionSettings() {
        assertThat(new HeuristicsSensitivity().parameters()).extracting(BatchParameter::name)
                .containsExactlyInAnyOrder("cut-min", "laxity-distribution");
        Grid<HeuristicsSensitivity.Point> exponential = new HeuristicsSensitivity().read(BatchSettings.defaults()
                .withSets(1).withParameter("laxity-distribution", "exponential"));

        assertThat(exponential.points()).allSatisfy(p ->
                assertThat(p.settings().workload().laxityDistribution()).isEqualTo("exponential"));
    }
}
