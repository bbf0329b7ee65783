package org.accord.sla;

import java.util.Objects;

/**
 * The four QoS terms of a LibraSLA service level agreement.
 *
 * @param deadlineType whether the deadline may be missed at a penalty
 * @param deadline seconds from submission within which the job should finish
 * @param budget the most the user pays for the job
 * @param penaltyRate what the provider pays back per second of delay
 */
public record SlaTerms(DeadlineType deadlineType, double deadline, double budget, double penaltyRate) {

    public SlaTerms {
        Objects.requireNonNull(deadlineType, "deadlineType");
        if (!(deadline > 0) || Double.isInfinite(deadline)) {
            throw new IllegalArgumentException("deadline must be positive and finite: " + deadline);
        }
        if (!(budget >= 0) || Double.isInfinite(budget)) {
            throw new IllegalArgumentException("budget must not be negative: " + budget);
        }
        if (!(penaltyRate >= 0) || Double.isInfinite(penaltyRate)) {
            throw new IllegalArgumentException("penalty rate must not be negative: " + penaltyRate);
        }
    }

    /**
     * The provider's utility for a job finished {@code delay} seconds after its deadline: LibraSLA's
     * Eq. (1), {@code budget - delay * penaltyRate}. A job finished on time (delay <= 0) earns the full
     * budget; the utility becomes a penalty (negative) once the delay exceeds budget / penaltyRate.
     */
    public double utility(double delay) {
        return budget - Math.max(0, delay) * penaltyRate;
    }
}
