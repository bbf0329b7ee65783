package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;

/** Plans are values: concurrent callers publish decisions with compare-and-set and never over-commit. */
class ConcurrentAdmissionTest {

    @Test
    void compareAndSetAdmissionFromSeveralThreadsKeepsEveryAcknowledgedReservation() throws Exception {
        OnlinePlanner planner = new OnlinePlanner(PlanningOrder.ARRIVAL);
        AtomicReference<Plan> current = new AtomicReference<>(Plan.empty(Frame.ofHours(4, 40)));
        List<String> acknowledged = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int thread = t;
            futures.add(pool.submit(() -> {
                for (int i = 0; i < 20; i++) {
                    PlanningRequest request = rigid("t" + thread + "-" + i, 0, 40, 1 + i % 3, 2);
                    if (admit(planner, current, request)) {
                        acknowledged.add(request.id());
                    }
                }
            }));
        }
        for (Future<?> f : futures) {
            f.get();
        }
        pool.shutdown();

        Plan plan = current.get();
        assertValid(plan.requests(), plan.schedule());
        assertThat(plan.requests()).extracting(PlanningRequest::id).containsExactlyInAnyOrderElementsOf(acknowledged);
        assertThat(plan.version()).isEqualTo(acknowledged.size());
    }

    private static boolean admit(OnlinePlanner planner, AtomicReference<Plan> current, PlanningRequest request) {
        while (true) {
            Plan seen = current.get();
            PlanDecision decision = planner.tryAdmit(seen, request, 0);
            if (!(decision instanceof PlanDecision.Accepted accepted)) {
                return false;
            }
            if (current.compareAndSet(seen, accepted.plan())) {
                return true;
            }
        }
    }

    @Test
    void droppingFinishedReservationsKeepsTheRunningOnes() {
        Plan plan = new Plan(Frame.ofHours(2, 10), List.of(
                new Reservation(rigid("done", 0, 10, 1, 2), new PlannedPlacement("done", 1, 0, 2, 2, ProcessorSet.of(0))),
                new Reservation(rigid("running", 0, 10, 1, 4), new PlannedPlacement("running", 1, 1, 4, 4, ProcessorSet.of(1)))), 3);

        assertThat(plan.withoutFinishedBy(2.0).requests()).extracting(PlanningRequest::id).containsExactly("running");
    }
}
