package org.accord.scheduler.heuristic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;

/**
 * Finds the weight w that maximises a score: every coarse-grid point is evaluated, then each refinement
 * round evaluates evenly spaced points strictly between the best point's nearest evaluated neighbours
 * (on one side only when the best lies at the grid's edge: the sweep never extrapolates). Ties in
 * score go to the w closer to 0, then to the smaller w, so the result is deterministic.
 */
public final class WeightSweep {

    private WeightSweep() {
    }

    /** One evaluated weight. */
    public record Sample<T>(double w, T outcome, double score) {
    }

    /** The best sample and every sample in increasing w. */
    public record Result<T>(Sample<T> best, List<Sample<T>> samples) {
    }

    /** Sweeps w over {@code settings}, scoring {@code evaluate(w)} with {@code score}. */
    public static <T> Result<T> maximise(DoubleFunction<T> evaluate, ToDoubleFunction<T> score, SweepSettings settings) {
        TreeMap<Double, Sample<T>> samples = new TreeMap<>();
        settings.coarseGrid().forEach(w -> sample(w, evaluate, score, samples));
        for (int round = 0; round < settings.refinementRounds(); round++) {
            double best = best(samples).w();
            Double lower = samples.lowerKey(best);
            Double higher = samples.higherKey(best);
            double lo = lower == null ? best : lower;
            double hi = higher == null ? best : higher;
            int m = settings.refinementPoints();
            for (int k = 1; k <= m && hi > lo; k++) {
                sample(lo + (hi - lo) * k / (m + 1), evaluate, score, samples);
            }
        }
        return new Result<>(best(samples), new ArrayList<>(samples.values()));
    }

    private static <T> void sample(double w, DoubleFunction<T> evaluate, ToDoubleFunction<T> score,
                                   Map<Double, Sample<T>> samples) {
        if (!samples.containsKey(w)) {
            T outcome = evaluate.apply(w);
            samples.put(w, new Sample<>(w, outcome, score.applyAsDouble(outcome)));
        }
    }

    private static <T> Sample<T> best(TreeMap<Double, Sample<T>> samples) {
        Sample<T> best = null;
        for (Sample<T> s : samples.values()) {
            if (best == null || s.score() > best.score()
                    || s.score() == best.score() && Math.abs(s.w()) < Math.abs(best.w())) {
                best = s;
            }
        }
        return best;
    }
}
