package org.accord.scheduler.tiling;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;

import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.ScheduleMetrics;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.Schedule;
import org.accord.scheduler.plan.SinglePassPacker;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TiledWorkloadGeneratorTest {

    private static final TilingSettings PAPER = TilingSettings.paper();

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42})
    void rectanglesCoverEveryCellOfTheFrameExactlyOnce(long seed) {
        TiledWorkload set = TiledWorkloadGenerator.generate(PAPER, seed);
        int[][] cover = new int[PAPER.processors()][PAPER.hours()];
        for (Tile t : set.tiles()) {
            assertThat(t.endProcessor()).isLessThanOrEqualTo(PAPER.processors());
            assertThat(t.end()).isLessThanOrEqualTo(PAPER.hours());
            for (int p = t.firstProcessor(); p < t.endProcessor(); p++) {
                for (int h = t.start(); h < t.end(); h++) {
                    cover[p][h]++;
                }
            }
        }
        for (int[] row : cover) {
            assertThat(row).containsOnly(1);
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void areaWeightedSplitsStillTileTheFrameAndSpreadSizesMoreThanLargestFirst(long seed) {
        TilingSettings weighted = PAPER.withShape("area-weighted", 0.15, 5, "exponential");
        TiledWorkload set = TiledWorkloadGenerator.generate(weighted, seed);
        int[][] cover = new int[PAPER.processors()][PAPER.hours()];
        for (Tile t : set.tiles()) {
            for (int p = t.firstProcessor(); p < t.endProcessor(); p++) {
                for (int h = t.start(); h < t.end(); h++) {
                    cover[p][h]++;
                }
            }
        }
        for (int[] row : cover) {
            assertThat(row).containsOnly(1);
        }
        assertThat(set.tiles()).hasSize(PAPER.slaCount());
        assertThat(largestOverMean(set)).isGreaterThan(largestOverMean(TiledWorkloadGenerator.generate(PAPER, seed)));
    }

    private static double largestOverMean(TiledWorkload set) {
        double mean = set.tiles().stream().mapToInt(Tile::area).average().orElse(0);
        return set.tiles().stream().mapToInt(Tile::area).max().orElse(0) / mean;
    }

    @org.junit.jupiter.api.Test
    void unknownShapesAreRefusedByName() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PAPER.withShape("random", 0.15, 1, "uniform"))
                .hasMessageContaining("split rule").hasMessageContaining("random");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PAPER.withShape("largest", 0.15, 1, "normal"))
                .hasMessageContaining("laxity distribution").hasMessageContaining("normal");
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42})
    void packingInGeneratingOrderReachesOneHundredPercent(long seed) {
        TiledWorkload set = TiledWorkloadGenerator.generate(PAPER, seed);

        Schedule schedule = assertValid(set.requests(), SinglePassPacker.pack(set.frame(), set.generatingOrder()));

        ScheduleMetrics metrics = ScheduleMetrics.of(set.requests(), schedule, Pricing.byName("flat-rate"));
        assertThat(metrics.slaPercent()).isEqualTo(100.0);
        assertThat(metrics.cpuPercent()).isEqualTo(100.0);
    }

    @Test
    void paperSettingsGiveAbout380SlasWithMeanCpuRequestNearAnEighthOfTheFrame() {
        double meanCpus = IntStream.range(0, 10)
                .mapToDouble(seed -> TiledWorkloadGenerator.generate(PAPER, seed).meanCpus()).average().orElseThrow();

        assertThat(TiledWorkloadGenerator.generate(PAPER, 7).requests()).hasSize(380);
        assertThat(meanCpus).isBetween(4.5, 7.5);
    }

    @Test
    void everyWindowHoldsItsOwnRectangleAndStaysInTheFrame() {
        TiledWorkload set = TiledWorkloadGenerator.generate(PAPER, 9);

        for (int i = 0; i < set.requests().size(); i++) {
            PlanningRequest r = set.requests().get(i);
            Tile t = set.tiles().get(i);
            assertThat(r.earliestStart()).isBetween(0.0, (double) t.start());
            assertThat(r.latestFinish()).isBetween((double) t.end(), (double) PAPER.hours());
            assertThat(r.nominalCpus()).isEqualTo(t.cpus());
            assertThat(r.nominalHours()).isEqualTo(t.hours());
        }
    }

    @Test
    void zeroLaxityPinsEachSlaToItsRectangle() {
        TiledWorkload set = TiledWorkloadGenerator.generate(new TilingSettings(8, 50, 20, 0.25, 0.0, 1.0), 3);

        assertThat(IntStream.range(0, 20)).allSatisfy(i -> {
            assertThat(set.requests().get(i).nominalLaxity()).isZero();
            assertThat(set.requests().get(i).earliestStart()).isEqualTo(set.tiles().get(i).start());
        });
    }

    @Test
    void theSameSeedGivesTheSameSetAndArrivalOrderHidesTheTiling() {
        TiledWorkload set = TiledWorkloadGenerator.generate(PAPER, 5);

        assertThat(TiledWorkloadGenerator.generate(PAPER, 5)).isEqualTo(set);
        assertThat(TiledWorkloadGenerator.generate(PAPER, 6)).isNotEqualTo(set);
        assertThat(set.generatingOrder()).isNotEqualTo(set.requests()).containsExactlyInAnyOrderElementsOf(set.requests());
    }
}
