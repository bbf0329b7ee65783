package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;

/**
 * One SLA bid in a job's bidding: to which contractor, in which round, with which expiry interval,
 * how it ended, and how long the manager waited for it ({@code elapsed}, at most about the interval).
 * {@code detail} is the agreement id when accepted, the reason when rejected or failed, empty otherwise.
 */
public record BidAttempt(String contractor, int round, Duration interval, AttemptOutcome outcome,
                         Duration elapsed, String detail) {

    public BidAttempt {
        Objects.requireNonNull(contractor, "contractor");
        Objects.requireNonNull(interval, "interval");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(elapsed, "elapsed");
        Objects.requireNonNull(detail, "detail");
        if (round < 1) {
            throw new IllegalArgumentException("round must be at least 1: " + round);
        }
        if (elapsed.isNegative()) {
            throw new IllegalArgumentException("elapsed must not be negative: " + elapsed);
        }
    }
}
