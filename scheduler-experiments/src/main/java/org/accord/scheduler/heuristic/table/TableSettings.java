package org.accord.scheduler.heuristic.table;

import java.util.List;

import org.accord.scheduler.tiling.TilingSettings;
import org.accord.scheduler.heuristic.Heuristic;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.SweepSettings;

/**
 * One Table experiment: {@code sets} synthetic sets per pricing, every heuristic swept over w.
 *
 * @param workload   how each set is generated
 * @param sets       sets per pricing, at least 1 (the paper: 100)
 * @param heuristics heuristics to evaluate, at least one
 * @param pricings   pricings, one table each, at least one
 * @param sweep      how w is searched
 * @param threads    worker threads, at least 1
 */
public record TableSettings(TilingSettings workload, int sets, List<Heuristic> heuristics, List<Pricing> pricings,
                            SweepSettings sweep, int threads) {

    public TableSettings {
        heuristics = List.copyOf(heuristics);
        pricings = List.copyOf(pricings);
        if (workload == null || sweep == null) {
            throw new IllegalArgumentException("table settings need workload and sweep settings");
        }
        if (sets < 1) {
            throw new IllegalArgumentException("sets must be at least 1: " + sets);
        }
        if (heuristics.isEmpty() || pricings.isEmpty()) {
            throw new IllegalArgumentException("need at least one heuristic and one pricing");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
    }

    /** The paper's Tables 1 and 2: 100 sets of 48 x 400, the nine heuristics, both pricings, all cores. */
    public static TableSettings paper() {
        return new TableSettings(TilingSettings.paper(), 100, Heuristic.paperNine(), Pricing.all(),
                SweepSettings.defaults(), Runtime.getRuntime().availableProcessors());
    }

    /** The same settings with {@code sets} sets. */
    public TableSettings withSets(int sets) {
        return new TableSettings(workload, sets, heuristics, pricings, sweep, threads);
    }

    /** The same settings with {@code threads} threads. */
    public TableSettings withThreads(int threads) {
        return new TableSettings(workload, sets, heuristics, pricings, sweep, threads);
    }
}
