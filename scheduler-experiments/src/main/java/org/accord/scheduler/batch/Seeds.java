package org.accord.scheduler.batch;

/**
 * Derives the seed of each parameter point from the run seed, so a run is repeatable whatever the number
 * of threads or the order in which points finish.
 *
 * <p>Choice: the point seed is the SplitMix64 finaliser of {@code runSeed + (key + 1) * 0x9E3779B97F4A7C15},
 * so neighbouring run seeds or keys give unrelated streams (a plain {@code runSeed + key} would make point
 * {@code k} of seed {@code s + 1} replay point {@code k + 1} of seed {@code s}).
 */
public final class Seeds {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Seeds() {
    }

    /** The seed of the point with this seed key in a run seeded with {@code runSeed}. */
    public static long forPoint(long runSeed, int key) {
        long z = runSeed + (key + 1L) * GOLDEN_GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
