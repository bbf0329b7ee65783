package org.accord.scheduler.contractnet;

import java.util.Objects;

/**
 * What a contractor advertises in the federation directory (the paper's Table 2): its speed in MIPS per
 * processor, its price per CPU-second and, where it says, its processors. From them a manager derives, for a
 * job, the paper's time function {@code D(J, R_k) = l / mips} and cost function
 * {@code B(J, R_k) = price * p * D(J, R_k)} (Table 1).
 *
 * @param name              unique among the quotes one manager holds
 * @param mips              MIPS rating of each processor, positive
 * @param pricePerCpuSecond quote, grid dollars per processor-second, not negative
 * @param processors        processors the contractor has; {@link #UNADVERTISED} when its quote does not say
 */
public record Quote(String name, double mips, double pricePerCpuSecond, int processors) {

    /** Processor count of a quote that does not advertise one: any job is assumed to fit. */
    public static final int UNADVERTISED = Integer.MAX_VALUE;

    public Quote {
        Objects.requireNonNull(name, "name");
        if (!(mips > 0) || Double.isInfinite(mips)) {
            throw new IllegalArgumentException("MIPS per processor must be positive: " + mips);
        }
        if (!(pricePerCpuSecond >= 0) || Double.isInfinite(pricePerCpuSecond)) {
            throw new IllegalArgumentException("price per CPU-second must not be negative: " + pricePerCpuSecond);
        }
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1: " + processors);
        }
    }

    /** A quote that does not advertise a processor count. */
    public static Quote of(String name, double mips, double pricePerCpuSecond) {
        return new Quote(name, mips, pricePerCpuSecond, UNADVERTISED);
    }

    /** {@code D(J, R_k)}: seconds the job runs here once started. */
    public double responseTime(BidJob job) {
        return job.lengthMi() / mips;
    }

    /** {@code B(J, R_k)}: what the job costs its user here (and earns this contractor). */
    public double cost(BidJob job) {
        return pricePerCpuSecond * job.processors() * responseTime(job);
    }

    /**
     * Whether this quote matches the job's SLA parameters, which the manager requires before it bids (Section
     * 3.1.1): enough processors, the cost fits the budget, and submission delay plus response time plus
     * return delay fit the deadline.
     */
    public boolean suits(BidJob job) {
        return processors >= job.processors() && cost(job) <= job.budget()
                && job.submissionDelay() + responseTime(job) + job.returnDelay() <= job.deadline();
    }
}
