package org.accord.sla;

import java.util.Objects;

/**
 * The four QoS terms of a LibraSLA service level agreement, as a document carries them. The utility they
 * imply ({@code budget - delay * penaltyRate}) is computed by the scheduler core's {@code Sla}, the one
 * place that formula lives.
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
}
