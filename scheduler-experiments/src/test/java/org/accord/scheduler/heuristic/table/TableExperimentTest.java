package org.accord.scheduler.heuristic.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;

import org.accord.scheduler.plan.PlanningOrder;
import org.accord.scheduler.tiling.TilingSettings;
import org.junit.jupiter.api.Test;
import org.accord.scheduler.heuristic.Heuristic;
import org.accord.scheduler.heuristic.HeuristicResult;
import org.accord.scheduler.heuristic.MeanMetrics;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.SweepSettings;

class TableExperimentTest {

    private static final TableSettings SMALL = new TableSettings(new TilingSettings(16, 120, 60, 0.125, 1.0, 1.0), 6,
            List.of(Heuristic.parse("min(TF + w*tD)"), Heuristic.parse("min(TS + w*NCPU)")), Pricing.all(),
            new SweepSettings(List.of(-1.0, 0.0, 1.0), 1, 2), 2);

    @Test
    void isDeterministicPerSeedWhateverTheThreadCount() {
        List<HeuristicResult> twoThreads = TableExperiment.run(SMALL, 11);

        assertThat(TableExperiment.run(SMALL, 11)).isEqualTo(twoThreads);
        assertThat(TableExperiment.run(SMALL.withThreads(1), 11)).isEqualTo(twoThreads);
        assertThat(TableExperiment.run(SMALL, 12)).isNotEqualTo(twoThreads);
    }

    @Test
    void givesOneRowPerHeuristicAndPricingSortedByIncome() {
        List<HeuristicResult> rows = TableExperiment.run(SMALL, 5);

        assertThat(rows).extracting(HeuristicResult::pricing)
                .containsExactly("flat-rate", "flat-rate", "pay-as-you-go", "pay-as-you-go");
        assertThat(rows.subList(0, 2)).isSortedAccordingTo(Comparator.comparingDouble(HeuristicResult::income).reversed());
        assertThat(rows.subList(2, 4)).isSortedAccordingTo(Comparator.comparingDouble(HeuristicResult::income).reversed());
        assertThat(rows).allSatisfy(r -> {
            assertThat(Heuristic.parse(r.heuristic()).name()).isEqualTo(r.heuristic());
            assertThat(r.slaPercent()).isBetween(0.0, 100.0);
            assertThat(r.cpuPercent()).isBetween(0.0, 100.0);
            assertThat(r.evaluations()).isEqualTo(5);
        });
    }

    @Test
    void flatRateIncomeIsTheMeanNumberOfSlasPlacedAndPayAsYouGoTheMeanCpuHours() {
        List<HeuristicResult> rows = TableExperiment.run(SMALL, 5);
        HeuristicResult flat = rows.get(0);
        HeuristicResult payg = rows.get(2);

        // every set has 60 SLAs, all placeable, unit price; the frame has 16 x 120 CPU-hours
        assertThat(flat.income()).isCloseTo(60 * flat.slaPercent() / 100, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(payg.income()).isCloseTo(16 * 120 * payg.cpuPercent() / 100, org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void theBestHeuristicBeatsPlainArrivalOrderOnTheSameSets() {
        Pricing flat = Pricing.byName("flat-rate");
        MeanMetrics fcfs = TableExperiment.baseline(SMALL, 5, flat, PlanningOrder.ARRIVAL);

        assertThat(TableExperiment.runTable(SMALL, 5, flat).get(0).income()).isGreaterThan(fcfs.income());
    }
}
