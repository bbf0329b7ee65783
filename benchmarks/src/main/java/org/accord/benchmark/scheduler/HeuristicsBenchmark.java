package org.accord.benchmark.scheduler;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

import org.accord.scheduler.heuristic.HeuristicResult;
import org.accord.scheduler.heuristic.MeanMetrics;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.table.TableExperiment;
import org.accord.scheduler.heuristic.table.TableSettings;
import org.accord.scheduler.plan.PlanningOrder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Wall time of the paper's Tables 1 and 2 (9 heuristics x weight sweep x 100 sets of ~380 SLAs on
 * 48 x 400, on all cores), against a baseline measured in the same run: the same 100 sets generated and
 * packed once each in plain arrival (FCFS) order. Prints each table beside the paper's values.
 *
 * <p>Usage: {@code HeuristicsBenchmark [seed] [repetitions]} (defaults 2026 and 3). Each figure is
 * the median of the repetitions; the table rows come from the first repetition (all are identical).
 */
public final class HeuristicsBenchmark {

    /** Paper values per pricing and heuristic: SLA %, CPU %, w. */
    private static final Map<String, Map<String, double[]>> PAPER = Map.of(
            "flat-rate", Map.of(
                    "min(TF + w*NCPU)", new double[] {97.0, 84.8, 0.48},
                    "min(TF + w*A)", new double[] {96.8, 82.8, 0.06},
                    "min(TS + w*A)", new double[] {96.1, 83.0, 0.28},
                    "min(TF + w*tD)", new double[] {95.4, 88.0, -0.025},
                    "min(TS + w*tD)", new double[] {95.4, 87.0, 10.0},
                    "min(TF + w*tL)", new double[] {95.3, 86.3, 0.015},
                    "min(TS + w*tL)", new double[] {95.3, 86.0, 1.15},
                    "min(TF + w*TS)", new double[] {95.3, 85.5, -0.05},
                    "min(TS + w*NCPU)", new double[] {92.7, 77.5, 4.5}),
            "pay-as-you-go", Map.of(
                    "min(TF + w*tD)", new double[] {92.0, 94.0, -6.63},
                    "min(TS + w*tL)", new double[] {92.2, 93.9, 0.4},
                    "min(TF + w*TS)", new double[] {91.9, 93.9, 2.0},
                    "min(TF + w*tL)", new double[] {92.1, 93.7, -0.7},
                    "min(TS + w*tD)", new double[] {91.7, 93.7, 3.2},
                    "min(TS + w*NCPU)", new double[] {85.0, 93.3, -0.63},
                    "min(TF + w*A)", new double[] {89.7, 93.2, -0.3},
                    "min(TS + w*A)", new double[] {89.0, 92.8, 0.0},
                    "min(TF + w*NCPU)", new double[] {90.5, 89.3, -3.0}));

    private HeuristicsBenchmark() {
    }

    /** {@code ./accord bench heuristics [SEED [REPETITIONS]]}: the typed arguments, with {@code --help}. */
    @Command(name = "heuristics", mixinStandardHelpOptions = true,
            description = "Tables 1-2 weight sweeps vs an FCFS pack of the same sets")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "SEED", defaultValue = "2026",
                description = "workload seed (default: ${DEFAULT-VALUE})")
        long seed;

        @Parameters(index = "1", arity = "0..1", paramLabel = "REPETITIONS", defaultValue = "3",
                description = "repetitions, median taken (default: ${DEFAULT-VALUE})")
        int repetitions;

        @Override
        public void run() {
            benchmark(seed, repetitions);
        }
    }

    static void benchmark(long seed, int repetitions) {
        if (repetitions < 1) {
            throw new IllegalArgumentException("repetitions must be at least 1: " + repetitions);
        }
        TableSettings settings = TableSettings.paper();
        System.out.printf(Locale.ROOT, "heuristics benchmark: %d sets of %d SLAs on %d x %d, %d heuristics, %d threads, seed %d%n",
                settings.sets(), settings.workload().slaCount(), settings.workload().processors(),
                settings.workload().hours(), settings.heuristics().size(), settings.threads(), seed);
        TableExperiment.runTable(settings.withSets(10), seed + 1, settings.pricings().get(0));
        double totalTables = 0;
        for (Pricing pricing : settings.pricings()) {
            totalTables += runOne(settings, seed, pricing, repetitions);
        }
        System.out.printf(Locale.ROOT, "both tables: %.2f s (target < 60 s)%n", totalTables);
    }

    private static double runOne(TableSettings settings, long seed, Pricing pricing, int repetitions) {
        Timed<MeanMetrics> fcfs = median(repetitions, () -> TableExperiment.baseline(settings, seed, pricing, PlanningOrder.ARRIVAL));
        Timed<List<HeuristicResult>> rows = median(repetitions, () -> TableExperiment.runTable(settings, seed, pricing));
        double baseline = fcfs.seconds();
        double table = rows.seconds();
        System.out.printf(Locale.ROOT, "%n== %s: table %.3f s, baseline (generate + FCFS pack, same sets) %.3f s, ratio %.1fx ==%n",
                pricing.name(), table, baseline, table / baseline);
        System.out.printf(Locale.ROOT, "%-18s %8s %8s %9s %7s | %7s %7s %7s%n", "heuristic", "SLA%", "CPU%", "w", "evals",
                "paperSLA", "paperCPU", "paperW");
        for (HeuristicResult r : rows.value()) {
            double[] paper = PAPER.get(pricing.name()).get(r.heuristic());
            System.out.printf(Locale.ROOT, "%-18s %8.1f %8.1f %9.4f %7d | %7.1f %8.1f %7.3f%n", r.heuristic(),
                    r.slaPercent(), r.cpuPercent(), r.bestW(), r.evaluations(), paper[0], paper[1], paper[2]);
        }
        System.out.printf(Locale.ROOT, "%-18s %8.1f %8.1f%n", "FCFS (arrival)", fcfs.value().slaPercent(), fcfs.value().cpuPercent());
        return table;
    }

    /** A median wall time in seconds and the value of the first run. */
    private record Timed<T>(double seconds, T value) {
    }

    private static <T> Timed<T> median(int repetitions, Supplier<T> work) {
        double[] seconds = new double[repetitions];
        T first = null;
        for (int i = 0; i < repetitions; i++) {
            long start = System.nanoTime();
            T value = work.get();
            seconds[i] = (System.nanoTime() - start) / 1e9;
            first = i == 0 ? value : first;
        }
        Arrays.sort(seconds);
        return new Timed<>(seconds[repetitions / 2], first);
    }
}
