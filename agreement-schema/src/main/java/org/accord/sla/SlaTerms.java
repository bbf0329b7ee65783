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
        requireFinite("deadline", deadline);
        requireFinite("budget", budget);
        requireFinite("penalty rate", penaltyRate);
        if (!(deadline > 0)) {
            throw new IllegalArgumentException("deadline must be positive and finite: " + deadline);
        }
        if (budget < 0) {
            throw new IllegalArgumentException("budget must not be negative: " + budget);
        }
        if (penaltyRate < 0) {
            throw new IllegalArgumentException("penalty rate must not be negative: " + penaltyRate);
        }
    }

    /** NaN and infinities are named as what they are, not as negative or non-positive values. */
    private static void requireFinite(String name, double value) {
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException(name + " must be a number, not NaN");
        }
        if (Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be finite: " + value);
        }
    }
}
