package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;
import org.accord.scheduler.contractnet.Quote;

/**
 * A contractor reachable by the broker, with what it advertises in the federation directory (the paper's Table
 * 2): its price per CPU-second and its speed in MIPS per processor. The time and cost functions and the
 * suitability test are the shared contract-net core's ({@link Quote}); this record adds the connection.
 */
public record ProviderQuote(Contractor contractor, double pricePerCpuSecond, double mipsPerProcessor) {

    public ProviderQuote {
        Objects.requireNonNull(contractor, "contractor");
        quote(contractor.name(), pricePerCpuSecond, mipsPerProcessor);
    }

    private static Quote quote(String name, double price, double mips) {
        return Quote.of(name, mips, price);
    }

    /** The contractor's name, for reports. */
    public String name() {
        return contractor.name();
    }

    /** What the contract-net core ranks and tests. */
    public Quote quote() {
        return quote(name(), pricePerCpuSecond, mipsPerProcessor);
    }

    /** {@code D(J, R_k)}: the job's length divided by this contractor's speed, rounded to nanoseconds. */
    public Duration expectedResponseTime(BrokeredJob job) {
        return BrokeredJob.duration(quote().responseTime(job.bidJob()));
    }

    /** {@code B(J, R_k)}: price per CPU-second times processors times the expected response time. */
    public double expectedCost(BrokeredJob job) {
        return quote().cost(job.bidJob());
    }

    /** Whether this quote matches the job's SLA parameters ({@link Quote#suits}). */
    public boolean suits(BrokeredJob job) {
        return quote().suits(job.bidJob());
    }
}
