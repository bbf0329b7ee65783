package org.accord.demo;

import java.util.OptionalDouble;

/**
 * What the demo replays and how fast.
 *
 * @param jobs how many jobs of the trace slice to offer (the first ones of the last 1000 SDSC SP2 jobs,
 *     the LibraSLA paper's workload), 1..1000
 * @param seed the SLA assignment's seed (urgency classes, deadlines, budgets, penalty rates)
 * @param arrivalDelayFactor the LibraSLA paper's factor compressing inter-arrival times (paper: 0.005..0.04)
 * @param speedup simulated seconds per real second; empty to choose one that ends the run in about
 *     {@link #TARGET_WALL_SECONDS} seconds
 * @param nodes nodes of the provider's resource record
 * @param progress whether to draw a progress bar on stderr
 */
public record DemoSettings(int jobs, long seed, double arrivalDelayFactor, OptionalDouble speedup, int nodes,
                           boolean progress) {

    /** The wall-clock duration the automatic speed-up aims at for the simulated part of the run. */
    public static final double TARGET_WALL_SECONDS = 20;
    /** The largest slice: the LibraSLA paper's 1000 jobs. */
    public static final int MAX_JOBS = 1000;

    public DemoSettings {
        if (jobs < 1 || jobs > MAX_JOBS) {
            throw new IllegalArgumentException("jobs must be between 1 and " + MAX_JOBS + ": " + jobs);
        }
        if (!(arrivalDelayFactor > 0) || Double.isInfinite(arrivalDelayFactor)) {
            throw new IllegalArgumentException("arrival delay factor must be positive: " + arrivalDelayFactor);
        }
        speedup.ifPresent(s -> {
            if (!(s > 0) || Double.isInfinite(s)) {
                throw new IllegalArgumentException("speed-up must be positive: " + s);
            }
        });
        if (nodes < 1) {
            throw new IllegalArgumentException("nodes must be at least 1: " + nodes);
        }
    }

    /** 200 jobs, seed 1, arrival delay factor 0.02, automatic speed-up, 128 nodes, with a progress bar. */
    public static DemoSettings defaults() {
        return new DemoSettings(200, 1, 0.02, OptionalDouble.empty(), 128, true);
    }
}
