package org.accord.scheduler.heuristic;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.Schedule;
import org.accord.scheduler.plan.SinglePassPacker;
import org.junit.jupiter.api.Test;

class WeightSweepTest {

    /*
     * Two conflicts on a 2 x 14 frame under min(TF + w*NCPU), flat rate (income = SLAs placed):
     * - hours 0-4: "x" (2 CPUs, 4 h, TF 4) or "y"+"z" (1 CPU, 4 h, TF 4.5 each). y and z go first,
     *   and both fit, iff 4.5 + w < 4 + 2w, i.e. w > 0.5; otherwise only x fits.
     * - hours 10-14: "o" (1 CPU, 2 h, TF 14) and "p" (2 CPUs, 2 h, [10, 12]). p goes first and both
     *   fit iff 12 + 2w < 14 + w, i.e. w < 2; otherwise o blocks p.
     * Ties keep arrival order (x before y and z, o before p), so income is 4 exactly for 0.5 < w < 2.
     */
    private static final Frame FRAME = Frame.ofHours(2, 14);
    private static final List<PlanningRequest> SET = List.of(
            rigid("x", 0, 4, 2, 4), rigid("y", 0, 4.5, 1, 4), rigid("z", 0, 4.5, 1, 4),
            rigid("o", 10, 14, 1, 2), rigid("p", 10, 12, 2, 2));

    private static double income(double w) {
        Schedule schedule = assertValid(SET, SinglePassPacker.pack(FRAME, SET, Priority.parse("min(TF + w*NCPU)", w)));
        return ScheduleMetrics.of(SET, schedule, new FlatRatePricing()).income();
    }

    @Test
    void theHandMadeCasePaysFourOnlyBetweenHalfAndTwo() {
        assertThat(List.of(income(0.5), income(0.51), income(1.99), income(2.0))).containsExactly(3.0, 4.0, 4.0, 3.0);
    }

    @Test
    void findsTheKnownBestWeightOfAHandMadePacking() {
        WeightSweep.Result<Double> result = WeightSweep.maximise(WeightSweepTest::income, d -> d, SweepSettings.defaults());

        assertThat(result.best().score()).isEqualTo(4.0);
        assertThat(result.best().w()).isStrictlyBetween(0.5, 2.0);
        // grid best 1.0 (the only grid point inside); round 1 in (0.5, 2): 0.875, 1.25, 1.625 all pay 4,
        // 0.875 is closest to 0; round 2 in (0.5, 1): 0.625, 0.75 (0.875 known) -> 0.625
        assertThat(result.best().w()).isCloseTo(0.625, within(1e-12));
        assertThat(result.samples()).hasSize(23 + 3 + 2);
    }

    @Test
    void refinesBetweenTheBestGridPointsNeighbours() {
        WeightSweep.Result<Double> result = WeightSweep.maximise(w -> -(w - 0.37) * (w - 0.37), d -> d,
                SweepSettings.defaults());

        // grid best 0.5; round 1 in (0.2, 1.0) gives 0.4; round 2 in (0.2, 0.5) gives 0.35
        assertThat(result.best().w()).isCloseTo(0.35, within(1e-12));
    }

    @Test
    void refinesOnlyInwardsWhenTheBestIsAtTheGridEdge() {
        WeightSweep.Result<Double> result = WeightSweep.maximise(w -> w, d -> d,
                new SweepSettings(List.of(-1.0, 0.0, 1.0), 1, 1));

        assertThat(result.best().w()).isEqualTo(1.0);
        assertThat(result.samples()).extracting(WeightSweep.Sample::w).containsExactly(-1.0, 0.0, 0.5, 1.0);
    }

    @Test
    void breaksScoreTiesTowardsTheWeightClosestToZero() {
        WeightSweep.Result<Double> result = WeightSweep.maximise(w -> 1.0, d -> d, new SweepSettings(List.of(-2.0, 1.0, 3.0), 0, 1));

        assertThat(result.best().w()).isEqualTo(1.0);
    }
}
