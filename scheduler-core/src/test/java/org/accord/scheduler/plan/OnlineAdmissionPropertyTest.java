package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Randomised, seeded: a stream of arrivals never makes the planner drop or move what it must keep. */
class OnlineAdmissionPropertyTest {

    private static final PlanningOrder BY_DEADLINE_THEN_SIZE = rs -> rs.stream()
            .sorted(Comparator.comparingDouble(PlanningRequest::latestFinish)
                    .thenComparing(Comparator.comparingDouble(PlanningRequest::nominalArea).reversed()))
            .toList();

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void neverDropsAnAcceptedReservationNorMovesAStartedOne(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        OnlinePlanner planner = new OnlinePlanner(BY_DEADLINE_THEN_SIZE);
        Plan plan = Plan.empty(Frame.ofHours(8, 120));
        double now = 0;
        int accepted = 0;
        for (int i = 0; i < 150; i++) {
            now += random.nextDouble() * 0.7;
            PlanDecision decision = planner.tryAdmit(plan, arrival("r" + i, now, random), now);
            if (decision instanceof PlanDecision.Accepted a) {
                assertKeepsEverything(plan, a.plan(), now);
                plan = a.plan();
                accepted++;
            }
        }
        assertThat(accepted).isGreaterThan(20);
        assertThat(plan.reservations()).hasSize(accepted);
    }

    private static void assertKeepsEverything(Plan before, Plan after, double now) {
        assertValid(after.requests(), after.schedule());
        assertThat(after.version()).isEqualTo(before.version() + 1);
        Map<String, Reservation> next = after.reservations().stream()
                .collect(Collectors.toMap(r -> r.request().id(), Function.identity()));
        for (Reservation old : before.reservations()) {
            assertThat(next).containsKey(old.request().id());
            Reservation kept = next.get(old.request().id());
            assertThat(kept.request()).isEqualTo(old.request());
            if (old.hasStartedBy(now)) {
                assertThat(kept.placement()).isEqualTo(old.placement());
            } else {
                assertThat(kept.placement().start()).isGreaterThanOrEqualTo(now - 1e-9);
            }
        }
    }

    private static PlanningRequest arrival(String id, double now, SplittableRandom random) {
        double ts = now + random.nextDouble() * 10;
        if (random.nextBoolean()) {
            double work = 2 + random.nextDouble() * 30;
            return new PlanningRequest(id, ts, ts + work / 2 + random.nextDouble() * 25,
                    CpuDemand.moldable(1, 8, 1 + random.nextInt(8), n -> work / n), 1.0);
        }
        double hours = 1 + random.nextDouble() * 8;
        return PlanningRequest.rigid(id, ts, ts + hours + random.nextDouble() * 20, 1 + random.nextInt(6), hours, 1.0);
    }
}
