package org.accord.scheduler.heuristic;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.moldableSet;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;

import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.Schedule;
import org.accord.scheduler.plan.SinglePassPacker;
import org.accord.scheduler.tiling.TiledWorkload;
import org.accord.scheduler.tiling.TiledWorkloadGenerator;
import org.accord.scheduler.tiling.TilingSettings;
import org.junit.jupiter.api.Test;

/** Every schedule the packer produces, under every heuristic, passes the independent validator. */
class PackingValidityTest {

    private static final double[] WEIGHTS = {-2.0, 0.0, 0.5, 7.0};

    @Test
    void everyHeuristicYieldsValidSchedulesOnGeneratedSets() {
        TiledWorkload set = TiledWorkloadGenerator.generate(new TilingSettings(24, 200, 120, 0.125, 1.0, 1.0), 17);
        for (Heuristic heuristic : Heuristic.all()) {
            for (double w : WEIGHTS) {
                Schedule schedule = SinglePassPacker.pack(set.frame(), set.requests(), new Priority(heuristic, w));
                assertValid(set.requests(), schedule);
                assertThat(schedule.placements()).isNotEmpty();
            }
        }
    }

    @Test
    void everyHeuristicYieldsValidSchedulesOnMoldableRealValuedSets() {
        List<PlanningRequest> requests = moldableSet(new SplittableRandom(23), 80);
        Frame frame = new Frame(70, 200, 0.5);
        for (Heuristic heuristic : Heuristic.all()) {
            assertValid(requests, SinglePassPacker.pack(frame, requests, new Priority(heuristic, 0.3)));
        }
    }
}
