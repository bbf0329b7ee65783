package org.accord.scheduler.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;

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
}
