package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;

/**
 * The l-th SLA bid for a job, as the paper's Section 3.1.1 lists its content: the job with its SLA
 * parameters, the bid's expiry interval {@code Δt_neg,l} (Eq. 2) within which the contractor must answer,
 * and the expected response time {@code D(J, R_k)} at that contractor according to its quote.
 *
 * @param round 1 for the first bid of the job, 2 for the next contractor, and so on
 */
public record SlaBid(BrokeredJob job, int round, Duration expiryInterval, Duration expectedResponseTime) {

    public SlaBid {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(expiryInterval, "expiryInterval");
        Objects.requireNonNull(expectedResponseTime, "expectedResponseTime");
        if (round < 1) {
            throw new IllegalArgumentException("round must be at least 1: " + round);
        }
        if (expiryInterval.isNegative() || expiryInterval.isZero()) {
            throw new IllegalArgumentException("expiry interval must be positive: " + expiryInterval);
        }
        if (expectedResponseTime.isNegative()) {
            throw new IllegalArgumentException("expected response time must not be negative: "
                    + expectedResponseTime);
        }
    }
}
