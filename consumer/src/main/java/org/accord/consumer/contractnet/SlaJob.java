package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;

/**
 * A user's job with its SLA parameters, as in Section 3.1 of the paper: processors {@code p}, length
 * {@code l} in million instructions (MI) executed by each processor, budget {@code b} and deadline
 * {@code d}, plus the submission delay {@code t_s} (user to manager) and the return delay {@code t_r}
 * (finished job back to the user) that Eq. 1 subtracts. The deadline is relative: the maximum delay from
 * the user's submission to the job's return. A trace runtime {@code r} seconds on a reference machine of
 * {@code m} MIPS becomes a length of {@code r * m} MI.
 */
public record SlaJob(String id, int processors, double lengthMi, double budget, Duration deadline,
                     Duration submissionDelay, Duration returnDelay) {

    public SlaJob {
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
        requirePositive("deadline", deadline);
        requireNotNegative("submission delay", submissionDelay);
        requireNotNegative("return delay", returnDelay);
    }

    /** A job without submission or return delay. */
    public static SlaJob of(String id, int processors, double lengthMi, double budget, Duration deadline) {
        return new SlaJob(id, processors, lengthMi, budget, deadline, Duration.ZERO, Duration.ZERO);
    }

    private static void requirePositive(String name, Duration value) {
        Objects.requireNonNull(value, name);
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
    }

    private static void requireNotNegative(String name, Duration value) {
        Objects.requireNonNull(value, name);
        if (value.isNegative()) {
            throw new IllegalArgumentException(name + " must not be negative: " + value);
        }
    }
}
