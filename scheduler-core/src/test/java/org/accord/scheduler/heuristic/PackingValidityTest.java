package org.accord.scheduler.heuristic;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.accord.scheduler.plan.CpuDemand;
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

    private static List<PlanningRequest> moldableSet(SplittableRandom random, int count) {
        List<PlanningRequest> requests = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            double ts = random.nextDouble() * 80;
            double work = 1 + random.nextDouble() * 200;
            int max = 1 + random.nextInt(70);
            CpuDemand demand = CpuDemand.moldable(1, max, 1 + random.nextInt(max), n -> work / n + 0.1 * n);
            requests.add(new PlanningRequest("m" + i, ts, ts + 5 + random.nextDouble() * 40, demand, 1.0));
        }
        return requests;
    }
}
