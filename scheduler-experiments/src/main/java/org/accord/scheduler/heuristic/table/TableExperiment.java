package org.accord.scheduler.heuristic.table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.accord.scheduler.plan.PlanningOrder;
import org.accord.scheduler.plan.SinglePassPacker;
import org.accord.scheduler.tiling.TiledWorkload;
import org.accord.scheduler.tiling.TiledWorkloadGenerator;
import org.accord.scheduler.heuristic.Heuristic;
import org.accord.scheduler.heuristic.HeuristicResult;
import org.accord.scheduler.heuristic.MeanMetrics;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.Priority;
import org.accord.scheduler.heuristic.ScheduleMetrics;
import org.accord.scheduler.heuristic.WeightSweep;

/**
 * Tables 1 and 2 of the paper: for each pricing, {@code sets} synthetic sets are generated; for each
 * heuristic, w is swept to maximise the income averaged over all sets (one w per heuristic, as the
 * Tables report), and the mean SLA and CPU percentages at that w are reported. Rows of one pricing are
 * sorted by income, highest first, as in the paper.
 *
 * <p>Each pricing gets its own sets (the paper generated 100 sets "for each of the two pricing
 * policies"), seeded from {@code seed} and the pricing's name, so a row depends only on
 * (settings, seed, pricing). Sets are packed in parallel on {@code threads} threads; results are
 * summed in set order, so they do not depend on the thread count. No global state.
 */
public final class TableExperiment {

    private TableExperiment() {
    }

    /** All tables: rows of the first pricing, then of the second, each sorted by income. */
    public static List<HeuristicResult> run(TableSettings settings, long seed) {
        List<HeuristicResult> rows = new ArrayList<>();
        settings.pricings().forEach(p -> rows.addAll(runTable(settings, seed, p)));
        return rows;
    }

    /** The table of one pricing, sorted by income, highest first. */
    public static List<HeuristicResult> runTable(TableSettings settings, long seed, Pricing pricing) {
        List<TiledWorkload> sets = workloads(settings, seed, pricing);
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads());
        try {
            List<HeuristicResult> rows = new ArrayList<>();
            for (Heuristic heuristic : settings.heuristics()) {
                WeightSweep.Result<MeanMetrics> result = WeightSweep.maximise(
                        w -> evaluate(sets, new Priority(heuristic, w), pricing, pool, settings.threads()),
                        MeanMetrics::income, settings.sweep());
                MeanMetrics best = result.best().outcome();
                rows.add(new HeuristicResult(heuristic.name(), pricing.name(), result.best().w(), best.slaPercent(),
                        best.cpuPercent(), best.income(), result.samples().size()));
            }
            rows.sort(Comparator.comparingDouble(HeuristicResult::income).reversed());
            return rows;
        } finally {
            pool.shutdown();
        }
    }

    /** The same sets packed in a fixed {@code order}, e.g. {@link PlanningOrder#ARRIVAL} (FCFS). */
    public static MeanMetrics baseline(TableSettings settings, long seed, Pricing pricing, PlanningOrder order) {
        List<TiledWorkload> sets = workloads(settings, seed, pricing);
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads());
        try {
            return evaluate(sets, order, pricing, pool, settings.threads());
        } finally {
            pool.shutdown();
        }
    }

    /** The sets a table of {@code pricing} uses for {@code seed}. */
    public static List<TiledWorkload> workloads(TableSettings settings, long seed, Pricing pricing) {
        SplittableRandom seeds = new SplittableRandom(seed * 31 + pricing.name().hashCode());
        List<TiledWorkload> sets = new ArrayList<>(settings.sets());
        for (int i = 0; i < settings.sets(); i++) {
            sets.add(TiledWorkloadGenerator.generate(settings.workload(), seeds.nextLong()));
        }
        return sets;
    }

    /** Packs every set in {@code order} and averages the metrics, split over {@code threads} tasks. */
    static MeanMetrics evaluate(List<TiledWorkload> sets, PlanningOrder order, Pricing pricing,
                                ExecutorService pool, int threads) {
        ScheduleMetrics[] metrics = new ScheduleMetrics[sets.size()];
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int first = t;
            tasks.add(() -> {
                for (int i = first; i < sets.size(); i += threads) {
                    TiledWorkload set = sets.get(i);
                    metrics[i] = ScheduleMetrics.of(set.requests(),
                            SinglePassPacker.pack(set.frame(), set.requests(), order), pricing);
                }
                return null;
            });
        }
        runAll(pool, tasks);
        return MeanMetrics.of(List.of(metrics));
    }

    private static void runAll(ExecutorService pool, List<Callable<Void>> tasks) {
        try {
            for (Future<Void> f : pool.invokeAll(tasks)) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("table experiment interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }
}
