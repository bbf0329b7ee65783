package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;

/**
 * What a contractor advertises in the federation directory (the paper's Table 2): its price per
 * CPU-second and its speed in MIPS per processor. From them the broker derives, for a job, the expected
 * response time {@code D(J, R_k) = l / mips} and the expected cost {@code B(J, R_k) = price * p * D},
 * the time and cost functions of the paper's Table 1.
 */
public record ProviderQuote(Contractor contractor, double pricePerCpuSecond, double mipsPerProcessor) {

    public ProviderQuote {
        Objects.requireNonNull(contractor, "contractor");
        if (!(pricePerCpuSecond >= 0) || Double.isInfinite(pricePerCpuSecond)) {
            throw new IllegalArgumentException("price per CPU-second must not be negative: "
                    + pricePerCpuSecond);
        }
        if (!(mipsPerProcessor > 0) || Double.isInfinite(mipsPerProcessor)) {
            throw new IllegalArgumentException("MIPS per processor must be positive: " + mipsPerProcessor);
        }
    }

    /** The contractor's name, for reports. */
    public String name() {
        return contractor.name();
    }

    /** {@code D(J, R_k)}: the job's length divided by this contractor's speed, rounded to nanoseconds. */
    public Duration expectedResponseTime(SlaJob job) {
        return Duration.ofNanos(Math.round(responseSeconds(job) * 1e9));
    }

    /** {@code B(J, R_k)}: price per CPU-second times processors times the expected response time. */
    public double expectedCost(SlaJob job) {
        return pricePerCpuSecond * job.processors() * responseSeconds(job);
    }

    /**
     * Whether this quote matches the job's SLA parameters, which the manager requires before it bids
     * (Section 3.1.1): the expected cost fits the budget, and submission delay plus expected response
     * time plus return delay fit the deadline, so some negotiation time could remain.
     */
    public boolean suits(SlaJob job) {
        Duration minimumDelay = job.submissionDelay().plus(expectedResponseTime(job)).plus(job.returnDelay());
        return expectedCost(job) <= job.budget() && minimumDelay.compareTo(job.deadline()) <= 0;
    }

    private double responseSeconds(SlaJob job) {
        return job.lengthMi() / mipsPerProcessor;
    }
}
