package org.accord.scheduler.plan;

import static org.accord.scheduler.plan.PlanFixtures.assertValid;
import static org.accord.scheduler.plan.PlanFixtures.moldableSet;
import static org.accord.scheduler.plan.PlanFixtures.perfectlyParallel;
import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.accord.scheduler.tiling.TiledWorkload;
import org.accord.scheduler.tiling.TiledWorkloadGenerator;
import org.accord.scheduler.tiling.TilingSettings;
import org.junit.jupiter.api.Test;

class LocalSearchPlannerTest {

    private static final PlacementValue COUNT = (request, cpus, hours) -> request.price();
    private static final PlacementValue CPU_HOURS = (request, cpus, hours) -> cpus * hours;
    private static final SearchSettings BUDGET = new SearchSettings(3_000, 600_000);

    @Test
    void placesARequestTheSinglePassOrderLeavesOutByMovingWhatBlocksIt() {
        Frame frame = Frame.ofHours(2, 3);
        List<PlanningRequest> order = List.of(rigid("small", 0, 3, 1, 1), rigid("wide", 0, 2, 2, 2));
        assertThat(SinglePassPacker.pack(frame, order).failures()).extracting(PlacementFailure::requestId)
                .containsExactly("wide");

        LocalSearchPlanner.Result result = LocalSearchPlanner.improve(frame, order, COUNT, BUDGET, 1);

        assertValid(order, result.schedule());
        assertThat(result.schedule().isComplete()).isTrue();
        assertThat(result.schedule().placementOf("wide").orElseThrow().start()).isZero();
        assertThat(result.schedule().placementOf("small").orElseThrow().start()).isEqualTo(2.0);
        assertThat(result.startIncome()).isEqualTo(1.0);
        assertThat(result.income()).isEqualTo(2.0);
    }

    @Test
    void startsFromTheLeastSlackSweepWhenItPlacesMoreThanTheSinglePassOrder() {
        Frame frame = Frame.ofHours(1, 3);
        List<PlanningRequest> order = List.of(rigid("loose", 0, 3, 1, 1), rigid("tight", 0, 2, 1, 2));
        assertThat(SinglePassPacker.pack(frame, order).failures()).extracting(PlacementFailure::requestId)
                .containsExactly("tight");

        LocalSearchPlanner.Result result = LocalSearchPlanner.improve(frame, order, COUNT, BUDGET, 1);

        assertValid(order, result.schedule());
        assertThat(result.moves()).isZero();
        assertThat(result.schedule().placementOf("tight").orElseThrow().start()).isZero();
        assertThat(result.schedule().placementOf("loose").orElseThrow().start()).isEqualTo(2.0);
        assertThat(result.startIncome()).isEqualTo(1.0);
        assertThat(result.income()).isEqualTo(2.0);
    }

    @Test
    void placesAtLeast98AndAHalfPercentOfTheSlasOfPaperSizedSetsWithinItsMoveBudget() {
        TilingSettings paper = TilingSettings.paper().withShape("area-weighted", 0.15, 5.0, "uniform");
        int placed = 0;
        int placeable = 0;
        for (long seed = 1; seed <= 3; seed++) {
            TiledWorkload set = TiledWorkloadGenerator.generate(paper, seed);
            List<PlanningRequest> byDeadline = set.requests().stream()
                    .sorted(java.util.Comparator.comparingDouble(PlanningRequest::latestFinish)).toList();

            LocalSearchPlanner.Result result = LocalSearchPlanner.improve(set.frame(), byDeadline, COUNT,
                    new SearchSettings(20_000, 600_000), seed);

            assertValid(set.requests(), result.schedule());
            assertThat(result.timedOut()).isFalse();
            placed += result.schedule().placements().size();
            placeable += (int) set.requests().stream().filter(r -> SinglePassPacker.isPlaceable(set.frame(), r)).count();
        }
        assertThat(100.0 * placed / placeable).isGreaterThanOrEqualTo(98.5);
    }

    @Test
    void reshapesAMoldableRequestWithinItsRangeToMakeRoomForARigidOne() {
        Frame frame = Frame.ofHours(4, 4);
        PlanningRequest moldable = perfectlyParallel("moldable", 0, 4, 4, 1, 4);
        PlanningRequest rigid = rigid("rigid", 0, 4, 2, 4);
        List<PlanningRequest> order = List.of(moldable, rigid);
        assertThat(SinglePassPacker.pack(frame, order).placementOf("moldable").orElseThrow().cpus()).isEqualTo(4);

        LocalSearchPlanner.Result result = LocalSearchPlanner.improve(frame, order, COUNT, BUDGET, 2);

        assertValid(order, result.schedule());
        assertThat(result.schedule().isComplete()).isTrue();
        PlannedPlacement reshaped = result.schedule().placementOf("moldable").orElseThrow();
        assertThat(reshaped.cpus()).isBetween(1, 2);
        assertThat(reshaped.agreedHours()).isEqualTo(4.0 / reshaped.cpus());
        assertThat(result.schedule().placementOf("rigid").orElseThrow().cpus()).isEqualTo(2);
    }

    @Test
    void neverPlansOverCapacityOutsideAWindowOrOffTheAgreedFunctionOnGeneratedSets() {
        for (long seed = 0; seed < 6; seed++) {
            TiledWorkload set = TiledWorkloadGenerator.generate(
                    new TilingSettings(24, 200, 120, 0.125, 2.0, 1.0).withShape("area-weighted", 0.15, 2.0, "uniform"), seed);
            for (PlacementValue value : List.of(COUNT, CPU_HOURS)) {
                LocalSearchPlanner.Result result = LocalSearchPlanner.improve(set.frame(), set.requests(), value, BUDGET, seed);
                assertValid(set.requests(), result.schedule());
            }
        }
    }

    @Test
    void neverPlansInfeasiblyWithMoldableRealValuedRequests() {
        List<PlanningRequest> requests = moldableSet(new SplittableRandom(23), 80);
        Frame frame = new Frame(70, 200, 0.5);

        LocalSearchPlanner.Result result = LocalSearchPlanner.improve(frame, requests, CPU_HOURS, BUDGET, 5);

        assertValid(requests, result.schedule());
        assertThat(result.schedule().placements()).isNotEmpty();
    }

    @Test
    void neverEndsBelowTheSinglePassPlanItStartsFrom() {
        for (long seed = 0; seed < 6; seed++) {
            TiledWorkload set = TiledWorkloadGenerator.generate(new TilingSettings(24, 200, 120, 0.125, 1.0, 1.0), seed);
            for (PlacementValue value : List.of(COUNT, CPU_HOURS)) {
                Schedule start = SinglePassPacker.pack(set.frame(), set.requests());
                LocalSearchPlanner.Result result = LocalSearchPlanner.improve(set.frame(), set.requests(), value,
                        new SearchSettings(200, 600_000), seed);

                assertThat(result.start()).isEqualTo(start);
                assertThat(result.startIncome()).isEqualTo(income(set.requests(), start, value));
                assertThat(income(set.requests(), result.schedule(), value))
                        .isEqualTo(result.income(), org.assertj.core.data.Offset.offset(1e-6))
                        .isGreaterThanOrEqualTo(result.startIncome() - 1e-9);
            }
        }
    }

    @Test
    void improvesOnTheSinglePassPlanOfAGeneratedSet() {
        TiledWorkload set = TiledWorkloadGenerator.generate(new TilingSettings(24, 200, 120, 0.125, 2.0, 1.0), 3);

        LocalSearchPlanner.Result result = LocalSearchPlanner.improve(set.frame(), set.requests(), COUNT, BUDGET, 3);

        assertThat(result.income()).isGreaterThan(result.startIncome());
    }

    @Test
    void sameSeedGivesTheSamePlan() {
        TiledWorkload set = TiledWorkloadGenerator.generate(new TilingSettings(24, 200, 120, 0.125, 2.0, 1.0), 8);

        LocalSearchPlanner.Result first = LocalSearchPlanner.improve(set.frame(), set.requests(), CPU_HOURS, BUDGET, 42);
        LocalSearchPlanner.Result second = LocalSearchPlanner.improve(set.frame(), set.requests(), CPU_HOURS, BUDGET, 42);

        assertThat(first.timedOut()).isFalse();
        assertThat(second.schedule()).isEqualTo(first.schedule());
        assertThat(second.moves()).isEqualTo(first.moves());
    }

    @Test
    void stopsAtItsMoveBudget() {
        TiledWorkload set = TiledWorkloadGenerator.generate(new TilingSettings(24, 200, 120, 0.125, 1.0, 1.0), 4);

        LocalSearchPlanner.Result result = LocalSearchPlanner.improve(set.frame(), set.requests(), COUNT,
                new SearchSettings(7, 600_000), 1);

        assertThat(result.moves()).isLessThanOrEqualTo(7);
    }

    @Test
    void rejectsABudgetOfNoMoves() {
        assertThatThrownBy(() -> new SearchSettings(0, 1000)).hasMessageContaining("planner moves must be at least 1: 0");
        assertThatThrownBy(() -> new SearchSettings(10, 0)).hasMessageContaining("planner time limit must be at least 1 ms");
    }

    private static double income(List<PlanningRequest> requests, Schedule schedule, PlacementValue value) {
        Map<String, PlanningRequest> byId = requests.stream().collect(Collectors.toMap(PlanningRequest::id, Function.identity()));
        return schedule.placements().stream()
                .mapToDouble(p -> value.of(byId.get(p.requestId()), p.cpus(), p.agreedHours())).sum();
    }
}
