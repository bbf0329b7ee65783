package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;
import org.accord.scheduler.contractnet.BidJob;

/**
 * A user's job with its SLA parameters, as in Section 3.1 of the paper: processors {@code p}, length
 * {@code l} in million instructions (MI) executed by each processor, budget {@code b} and deadline
 * {@code d}, plus the submission delay {@code t_s} (user to manager) and the return delay {@code t_r}
 * (finished job back to the user) that Eq. 1 subtracts. The deadline is relative: the maximum delay from
 * the user's submission to the job's return. A trace runtime {@code r} seconds on a reference machine of
 * {@code m} MIPS becomes a length of {@code r * m} MI. The broker's form of the contract-net core's
 * {@link BidJob}, with the times as {@link Duration}s for its timers.
 */
public record BrokeredJob(String id, int processors, double lengthMi, double budget, Duration deadline,
                     Duration submissionDelay, Duration returnDelay) {

    public BrokeredJob {
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(submissionDelay, "submission delay");
        Objects.requireNonNull(returnDelay, "return delay");
        new BidJob(id, processors, lengthMi, budget, seconds(deadline), seconds(submissionDelay), seconds(returnDelay));
    }

    /** A job without submission or return delay. */
    public static BrokeredJob of(String id, int processors, double lengthMi, double budget, Duration deadline) {
        return new BrokeredJob(id, processors, lengthMi, budget, deadline, Duration.ZERO, Duration.ZERO);
    }

    /** The job as the contract-net core sees it, times in seconds. */
    public BidJob bidJob() {
        return new BidJob(id, processors, lengthMi, budget, seconds(deadline), seconds(submissionDelay),
                seconds(returnDelay));
    }

    /** {@code value} in seconds. */
    static double seconds(Duration value) {
        return value.getSeconds() + value.getNano() / 1e9;
    }

    /** {@code seconds} as a duration, rounded to nanoseconds. */
    static Duration duration(double seconds) {
        return Duration.ofNanos(Math.round(seconds * 1e9));
    }
}
