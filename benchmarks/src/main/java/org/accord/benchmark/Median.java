package org.accord.benchmark;

import java.util.Arrays;

/** The median the benchmarks quote. */
public final class Median {

    private Median() {}

    /** The middle value of {@code values}, or the mean of the two middle ones when there is an even number. */
    public static double of(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("the median of no values");
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
