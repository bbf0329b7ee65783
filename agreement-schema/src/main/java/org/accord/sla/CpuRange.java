package org.accord.sla;

/**
 * The number of CPUs a job may run on, {@code min..max} inclusive; a fixed count has {@code min == max}.
 * The analytical-terms paper's N_CPU with 1 <= N_CPU <= N_CPU^max.
 */
public record CpuRange(int min, int max) {

    public CpuRange {
        if (min < 1) {
            throw new IllegalArgumentException("cpu count must be at least 1: " + min);
        }
        if (max < min) {
            throw new IllegalArgumentException("cpu range max must not be below min: " + min + ".." + max);
        }
    }

    /** Exactly {@code cpus} CPUs. */
    public static CpuRange fixed(int cpus) {
        return new CpuRange(cpus, cpus);
    }

    public boolean isFixed() {
        return min == max;
    }

    public boolean contains(int cpus) {
        return cpus >= min && cpus <= max;
    }
}
