package org.accord.scheduler.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;

/** Tiny factories and checks shared by the planning tests. */
public final class PlanFixtures {

    private PlanFixtures() {
    }

    /** A rigid request at unit price. */
    public static PlanningRequest rigid(String id, double ts, double tf, int cpus, double hours) {
        return PlanningRequest.rigid(id, ts, tf, cpus, hours, 1.0);
    }

    /** A moldable request with t_D(N) = work / N over [min, max], preferring max. */
    public static PlanningRequest perfectlyParallel(String id, double ts, double tf, double work, int min, int max) {
        return new PlanningRequest(id, ts, tf, CpuDemand.moldable(min, max, max, n -> work / n), 1.0);
    }

    /** Asserts that the independent validator finds nothing wrong. */
    public static Schedule assertValid(Collection<PlanningRequest> requests, Schedule schedule) {
        assertThat(ScheduleValidator.violations(requests, schedule)).isEmpty();
        return schedule;
    }

    /**
     * {@code count} moldable requests with random windows in [0, 125] and t_D(N) = work / N + 0.1 N, N in
     * [1, 1..70]: sets where the CPU count is free, for validity checks of packers and planners.
     */
    public static List<PlanningRequest> moldableSet(SplittableRandom random, int count) {
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
