package org.accord.scheduler.heuristic.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.accord.scheduler.plan.LocalSearchPlanner;
import org.accord.scheduler.plan.SearchSettings;
import org.accord.scheduler.tiling.TiledWorkload;
import org.accord.scheduler.heuristic.HeuristicResult;
import org.accord.scheduler.heuristic.MeanMetrics;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.Priority;
import org.accord.scheduler.heuristic.ScheduleMetrics;

/**
 * The {@code local-search} planner on a Table's own sets: the table of {@code pricing} is computed as
 * {@link TableExperiment#runTable} computes it (same sets, same weight sweeps), its top row (the best
 * single-pass heuristic at its best w) gives each set's start plan, and {@link LocalSearchPlanner} improves
 * that plan under the same pricing. Set {@code i}'s search seed is the {@code i}-th draw of a generator
 * seeded from the run seed and the pricing's name, so a run is repeatable whatever the thread count (as long
 * as no set reaches the time limit, which each outcome records). One thread; no global state.
 */
public final class PlannerTable {

    private PlannerTable() {
    }

    /**
     * One set: the start plan's and the planner's measures, and what the search cost.
     *
     * @param start        the best single-pass heuristic's plan
     * @param planned      the planner's plan
     * @param moves        moves tried
     * @param timedOut     whether the time limit ended the search
     * @param elapsedNanos the search's wall time, the start plan included
     */
    public record SetOutcome(ScheduleMetrics start, ScheduleMetrics planned, long moves, boolean timedOut,
                             long elapsedNanos) {
    }

    /**
     * The planner against the best heuristic of one table.
     *
     * @param startRow the table's top row, whose heuristic and w start every set
     * @param sets     one outcome per set, in set order
     */
    public record Result(HeuristicResult startRow, List<SetOutcome> sets) {

        public Result {
            sets = List.copyOf(sets);
            if (startRow == null || sets.isEmpty()) {
                throw new IllegalArgumentException("a planner result needs its start row and at least one set");
            }
        }

        /** Mean of the planner's plans. */
        public MeanMetrics planned() {
            return MeanMetrics.of(sets.stream().map(SetOutcome::planned).toList());
        }

        /** Mean of the start plans (equals the start row's measures). */
        public MeanMetrics start() {
            return MeanMetrics.of(sets.stream().map(SetOutcome::start).toList());
        }

        /** The planner's SLA satisfiability per set, percent, in set order. */
        public double[] slaPercents() {
            return sets.stream().mapToDouble(s -> s.planned().slaPercent()).toArray();
        }

        /** The planner's CPU utilisation per set, percent, in set order. */
        public double[] cpuPercents() {
            return sets.stream().mapToDouble(s -> s.planned().cpuPercent()).toArray();
        }

        /** The median search time per set, milliseconds. */
        public double medianMillis() {
            double[] ms = sets.stream().mapToDouble(s -> s.elapsedNanos() / 1e6).sorted().toArray();
            return ms.length % 2 == 1 ? ms[ms.length / 2] : (ms[ms.length / 2 - 1] + ms[ms.length / 2]) / 2;
        }

        /** The longest search time of a set, milliseconds. */
        public double maxMillis() {
            return sets.stream().mapToDouble(s -> s.elapsedNanos() / 1e6).max().orElse(0);
        }

        /** Sets whose search the time limit ended. */
        public long timedOut() {
            return sets.stream().filter(SetOutcome::timedOut).count();
        }

        /** Sets where the planner earned more than its start plan. */
        public long improved() {
            return sets.stream().filter(s -> s.planned().income() > s.start().income()).count();
        }
    }

    /** Runs the planner on the sets of {@code pricing}'s table for {@code settings} and {@code seed}. */
    public static Result run(TableSettings settings, long seed, Pricing pricing, SearchSettings search) {
        HeuristicResult best = TableExperiment.runTable(settings, seed, pricing).get(0);
        Priority priority = Priority.parse(best.heuristic(), best.bestW());
        SplittableRandom seeds = new SplittableRandom(seed * 31 + pricing.name().hashCode() + 1);
        List<SetOutcome> outcomes = new ArrayList<>(settings.sets());
        for (TiledWorkload set : TableExperiment.workloads(settings, seed, pricing)) {
            LocalSearchPlanner.Result result = LocalSearchPlanner.improve(set.frame(), priority.order(set.requests()),
                    pricing::charge, search, seeds.nextLong());
            outcomes.add(new SetOutcome(ScheduleMetrics.of(set.requests(), result.start(), pricing),
                    ScheduleMetrics.of(set.requests(), result.schedule(), pricing), result.moves(), result.timedOut(),
                    result.elapsedNanos()));
        }
        return new Result(best, outcomes);
    }

    /** The standard deviation of {@code values} (population), 0 for fewer than two. */
    public static double spread(double[] values) {
        if (values.length < 2) {
            return 0;
        }
        double mean = Arrays.stream(values).average().orElse(0);
        return Math.sqrt(Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / values.length);
    }
}
