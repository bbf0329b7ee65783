package org.accord.scheduler.contractnet;

import java.util.Objects;

/**
 * A user's job with its SLA parameters, as in Section 3.1 of the paper: processors {@code p}, length
 * {@code l} in million instructions (MI) executed by each processor, budget {@code b} and deadline {@code d},
 * plus the submission delay {@code t_s} (user to manager) and the return delay {@code t_r} (finished job back
 * to the user) that Eq. 1 subtracts. Times are seconds; the deadline is relative, the longest delay from the
 * user's submission to the job's return.
 */
public record BidJob(String id, int processors, double lengthMi, double budget, double deadline,
                     double submissionDelay, double returnDelay) {

    public BidJob {
        Objects.requireNonNull(id, "id");
        if (id.isBlank()) {
            throw new IllegalArgumentException("job id must not be blank");
        }
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1: " + processors);
        }
        if (!(lengthMi > 0) || Double.isInfinite(lengthMi)) {
            throw new IllegalArgumentException("length must be positive and finite: " + lengthMi);
        }
        if (!(budget >= 0) || Double.isInfinite(budget)) {
            throw new IllegalArgumentException("budget must not be negative: " + budget);
        }
        if (!(deadline > 0) || Double.isInfinite(deadline)) {
            throw new IllegalArgumentException("deadline must be positive: " + deadline);
        }
        if (!(submissionDelay >= 0) || !(returnDelay >= 0)) {
            throw new IllegalArgumentException("submission and return delays must not be negative: "
                    + submissionDelay + ", " + returnDelay);
        }
    }

    /** A job without submission or return delay. */
    public static BidJob of(String id, int processors, double lengthMi, double budget, double deadline) {
        return new BidJob(id, processors, lengthMi, budget, deadline, 0, 0);
    }
}
