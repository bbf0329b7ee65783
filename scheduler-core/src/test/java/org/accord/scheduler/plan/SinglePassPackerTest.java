package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class SinglePassPackerTest {

    private final Frame fourByTen = Frame.ofHours(4, 10);

    @Test
    void placesEachRequestAtItsEarliestFeasibleStart() {
        List<PlanningRequest> requests = List.of(
                rigid("all", 0, 10, 4, 3), rigid("pair", 1, 10, 2, 2), rigid("long", 0, 10, 2, 5));

        Schedule schedule = assertValid(requests, SinglePassPacker.pack(fourByTen, requests));

        assertThat(schedule.placementOf("all").orElseThrow().start()).isEqualTo(0.0);
        assertThat(schedule.placementOf("pair").orElseThrow().start()).isEqualTo(3.0);
        assertThat(schedule.placementOf("pair").orElseThrow().processors()).isEqualTo(ProcessorSet.of(0, 1));
        assertThat(schedule.placementOf("long").orElseThrow().start()).isEqualTo(3.0);
        assertThat(schedule.placementOf("long").orElseThrow().processors()).isEqualTo(ProcessorSet.of(2, 3));
    }

    @Test
    void recordsRequestsThatFindNoRoomOrNeverFit() {
        Frame twoByFour = Frame.ofHours(2, 4);
        List<PlanningRequest> requests = List.of(
                rigid("first", 0, 4, 2, 4), rigid("late", 0, 4, 1, 1), rigid("wide", 0, 4, 3, 1));

        Schedule schedule = assertValid(requests, SinglePassPacker.pack(twoByFour, requests));

        assertThat(schedule.placements()).extracting(PlannedPlacement::requestId).containsExactly("first");
        assertThat(schedule.failures()).containsExactly(
                new PlacementFailure("late", FailureReason.NO_ROOM),
                new PlacementFailure("wide", FailureReason.NEVER_FITS));
    }

    @Test
    void neverMovesAnEarlierPlacementToMakeRoom() {
        Frame oneByFour = Frame.ofHours(1, 4);
        List<PlanningRequest> requests = List.of(rigid("loose", 0, 4, 1, 2), rigid("tight", 0, 2, 1, 2));

        Schedule schedule = assertValid(requests, SinglePassPacker.pack(oneByFour, requests));

        assertThat(schedule.placementOf("loose").orElseThrow().start()).isEqualTo(0.0);
        assertThat(schedule.failures()).extracting(PlacementFailure::requestId).containsExactly("tight");
    }

    @Test
    void usesProcessorsThatAreFreeButNotAdjacent() {
        Frame threeByFour = Frame.ofHours(3, 4);
        List<PlanningRequest> requests = List.of(
                rigid("short", 0, 4, 1, 2), rigid("blocker", 0, 4, 1, 4), rigid("pair", 0, 4, 2, 2));

        Schedule schedule = assertValid(requests, SinglePassPacker.pack(threeByFour, requests));

        PlannedPlacement pair = schedule.placementOf("pair").orElseThrow();
        assertThat(pair.start()).isEqualTo(2.0);
        assertThat(pair.processors()).isEqualTo(ProcessorSet.of(0, 2));
    }

    @Test
    void waitsForTwoProcessorsFreeTogetherWhenOnlyOneIsFreeAtTheStart() {
        Frame threeByFour = Frame.ofHours(3, 4);
        List<PlanningRequest> requests = List.of(
                rigid("short", 0, 4, 1, 2), rigid("blocker", 0, 4, 2, 4), rigid("pair", 0, 4, 2, 2));

        Schedule schedule = assertValid(requests, SinglePassPacker.pack(threeByFour, requests));

        assertThat(schedule.failures()).extracting(PlacementFailure::requestId).containsExactly("pair");
    }

    @Test
    void roundsRealValuedWindowsInwardAndReservedTimeUpToWholeSlots() {
        List<PlanningRequest> requests = List.of(rigid("real", 0.5, 3.5, 1, 1.2));

        Schedule schedule = assertValid(requests, SinglePassPacker.pack(fourByTen, requests));

        PlannedPlacement placement = schedule.placementOf("real").orElseThrow();
        assertThat(placement.start()).isEqualTo(1.0);
        assertThat(placement.reservedHours()).isEqualTo(2.0);
        assertThat(placement.agreedHours()).isEqualTo(1.2);
    }

    @Test
    void honoursFinerSlotsWhenTheFrameHasThem() {
        Frame quarterHours = new Frame(1, 40, 0.25);
        List<PlanningRequest> requests = List.of(rigid("real", 0.5, 3.5, 1, 1.2));

        PlannedPlacement placement = assertValid(requests, SinglePassPacker.pack(quarterHours, requests))
                .placementOf("real").orElseThrow();

        assertThat(placement.start()).isEqualTo(0.5);
        assertThat(placement.reservedHours()).isEqualTo(1.25);
    }

    @Test
    void calledPlaceableOnlyWhenSomeCountFitsTheEmptyFrame() {
        assertThat(SinglePassPacker.isPlaceable(fourByTen, rigid("fits", 2, 5, 4, 3))).isTrue();
        assertThat(SinglePassPacker.isPlaceable(fourByTen, rigid("short window", 2, 4.5, 1, 3))).isFalse();
        assertThat(SinglePassPacker.isPlaceable(fourByTen, rigid("too wide", 0, 10, 5, 1))).isFalse();
        assertThat(SinglePassPacker.isPlaceable(fourByTen, rigid("past horizon", 8, 20, 1, 3))).isFalse();
    }
}
