package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class ScheduleValidatorTest {

    private final Frame frame = Frame.ofHours(2, 10);
    private final PlanningRequest a = rigid("a", 0, 10, 1, 4);
    private final PlanningRequest b = rigid("b", 2, 8, 2, 3);

    private static PlannedPlacement at(String id, int cpus, double start, double hours, int... processors) {
        return new PlannedPlacement(id, cpus, start, hours, hours, ProcessorSet.of(processors));
    }

    private List<String> check(PlannedPlacement... placements) {
        return ScheduleValidator.violations(List.of(a, b), new Schedule(frame, List.of(placements), List.of()));
    }

    @Test
    void acceptsADisjointScheduleInsideTheWindows() {
        assertThat(check(at("a", 1, 0, 4, 0), at("b", 2, 4, 3, 0, 1))).isEmpty();
    }

    @Test
    void flagsTwoReservationsOverlappingOnAProcessor() {
        assertThat(check(at("a", 1, 0, 4, 1), at("b", 2, 3, 3, 0, 1)))
                .containsExactly("processor 1: a and b overlap");
    }

    @Test
    void flagsAPlacementOutsideItsWindow() {
        assertThat(check(at("a", 1, 0, 4, 0), at("b", 2, 6, 3, 0, 1)))
                .containsExactly("b: runs [6.0, 9.0] outside its window [2.0, 8.0]");
    }

    @Test
    void flagsAReservationShorterThanTheAgreedTime() {
        assertThat(check(at("a", 1, 0, 3, 0), at("b", 2, 4, 3, 0, 1)))
                .containsExactly("a: reserves 3.0 h, agreed t_D is 4.0 h");
    }

    @Test
    void flagsACpuCountTheRequestDoesNotAllow() {
        assertThat(check(at("a", 2, 0, 4, 0, 1), at("b", 2, 4, 3, 0, 1)))
                .containsExactly("a: 2 CPUs outside the agreed range");
    }

    @Test
    void flagsProcessorsOutsideTheFrameAndRequestsNeitherPlacedNorFailed() {
        assertThat(check(at("a", 1, 0, 4, 5)))
                .containsExactly("b: neither placed nor reported as failed", "a: uses processor 5 outside the frame");
    }

    @Test
    void flagsARequestPlacedTwice() {
        assertThat(check(at("a", 1, 0, 4, 0), at("a", 1, 5, 4, 1), at("b", 2, 4, 3, 0, 1)))
                .contains("a: appears more than once");
    }
}
