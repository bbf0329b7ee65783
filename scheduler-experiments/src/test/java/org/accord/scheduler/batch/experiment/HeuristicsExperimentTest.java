package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.Row;
import org.junit.jupiter.api.Test;

class HeuristicsExperimentTest {

    private final Grid<HeuristicsExperiment.Point> grid =
            new HeuristicsExperiment().read(BatchSettings.defaults().withSets(1));

    @Test
    void gridIsNineHeuristicsUnderTwoPricings() {
        assertThat(grid.size()).isEqualTo(18);
        assertThat(grid.points()).extracting(p -> p.pricing().name()).containsOnly("flat-rate", "pay-as-you-go");
        assertThat(grid.points().get(0).settings().sets()).isEqualTo(1);
        assertThat(grid.input()).isEqualTo("synthetic 48 x 400 frames, 1 sets per pricing (area-weighted splits, cuts 0.15-0.85, uniform laxity, mean 5.0 t_D)");
    }

    @Test
    void heuristicsOfOnePricingShareTheirWorkloadSets() {
        assertThat(grid.seedKeys().subList(0, 9)).containsOnly(0);
        assertThat(grid.seedKeys().subList(9, 18)).containsOnly(1);
    }

    @Test
    void rowHoldsOurFiguresBesideThePublishedOnes() {
        HeuristicsExperiment.Point point = grid.points().get(0);

        Row row = new HeuristicsExperiment().replay(point, 3).get(0);

        assertThat(row.text("heuristic")).isEqualTo(point.settings().heuristics().get(0).name());
        assertThat(row.text("pricing")).isEqualTo("flat-rate");
        assertThat(row.values()).containsKeys("w", "slaPercent", "cpuPercent", "income", "paperSlaPercent",
                "paperCpuPercent", "paperW", "paperRank");
        assertThat(row.number("slaPercent")).isBetween(0.0, 100.0);
        assertThat(new HeuristicsExperiment().replay(point, 3)).containsExactly(row);
    }

    @Test
    void rowsAreSortedByPricingThenIncomeHighestFirst() {
        List<Row> rows = new ArrayList<>(List.of(
                Row.of("pricing", "pay-as-you-go").with("income", 9.0),
                Row.of("pricing", "flat-rate").with("income", 1.0),
                Row.of("pricing", "flat-rate").with("income", 5.0)));

        rows.sort(new HeuristicsExperiment().layout().order());

        assertThat(rows).extracting(r -> r.text("pricing") + " " + r.number("income"))
                .containsExactly("flat-rate 5.0", "flat-rate 1.0", "pay-as-you-go 9.0");
    }

    @Test
    void plannerSettingAddsOnePlannerPointPerPricingOnThatPricingsSets() {
        Grid<HeuristicsExperiment.Point> planned = new HeuristicsExperiment().read(BatchSettings.defaults().withSets(1)
                .withParameter(HeuristicsExperiment.PLANNERS, "local-search")
                .withParameter(HeuristicsExperiment.PLANNER_MOVES, "300"));

        assertThat(planned.size()).isEqualTo(20);
        assertThat(planned.points().get(9).planner()).isPresent();
        assertThat(planned.points().get(9).settings().heuristics()).hasSize(9);
        assertThat(planned.seedKeys().get(9)).isEqualTo(0);
        assertThat(planned.seedKeys().get(19)).isEqualTo(1);
        assertThat(planned.points().get(19).planner().orElseThrow().maxMoves()).isEqualTo(300);
    }

    @Test
    void plannerRowReportsItsStartSpreadAndTimeAndNeverFallsBelowItsStart() {
        Grid<HeuristicsExperiment.Point> planned = new HeuristicsExperiment().read(BatchSettings.defaults().withSets(2)
                .withParameter(HeuristicsExperiment.PLANNERS, "local-search")
                .withParameter(HeuristicsExperiment.PLANNER_MOVES, "300"));

        Row row = new HeuristicsExperiment().replay(planned.points().get(9), 3).get(0);

        assertThat(row.text("heuristic")).startsWith("local-search from min(");
        assertThat(row.number("sets")).isEqualTo(2);
        assertThat(row.number("slaPercent")).isGreaterThanOrEqualTo(row.number("startSlaPercent"));
        assertThat(row.number("slaPercentMin")).isLessThanOrEqualTo(row.number("slaPercentMax"));
        assertThat(row.values()).containsKeys("cpuPercentSd", "setsImproved", "setsTimedOut", "msPerSetMedian", "msPerSetMax");
    }

    @Test
    void unknownPlannerIsRejectedByName() {
        BatchSettings settings = BatchSettings.defaults().withParameter(HeuristicsExperiment.PLANNERS, "annealing");

        assertThatThrownBy(() -> new HeuristicsExperiment().read(settings)).isInstanceOf(BatchException.class)
                .hasMessageContaining("unknown planner 'annealing'; known: local-search");
    }

    @Test
    void plannerBudgetMustBeAWholePositiveNumber() {
        BatchSettings settings = BatchSettings.defaults().withParameter(HeuristicsExperiment.PLANNERS, "local-search")
                .withParameter(HeuristicsExperiment.PLANNER_MOVES, "2.5");

        assertThatThrownBy(() -> new HeuristicsExperiment().read(settings)).isInstanceOf(BatchException.class)
                .hasMessageContaining("planner-moves must be a whole number of at least 1: 2.5");
    }
}
