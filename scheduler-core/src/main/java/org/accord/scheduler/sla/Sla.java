package org.accord.scheduler.sla;

import java.util.Objects;

/**
 * The four QoS parameters of the LibraSLA paper for one job.
 *
 * <p>Utility (Eq. 1) is {@code budget - delay * penaltyRate} and delay (Eq. 2) is
 * {@code (finish - submit) - deadline}. Choices where the paper is open:
 * <ul>
 *   <li>A delay of zero or less earns the full budget ("no delay"), so utility never exceeds the budget.</li>
 *   <li>Utility is not bounded below: past {@code budget / penaltyRate} seconds of delay it becomes a
 *       penalty (negative), as the paper's Figure 1 shows.</li>
 *   <li>A hard deadline that is missed anyway is valued by the same Eq. 1 (the penalty rate still applies)
 *       and counts as an SLA that was not fulfilled; see {@link #fulfilledBy(double)}.</li>
 * </ul>
 *
 * @param type        HARD or SOFT
 * @param deadline    time allowed from submission to completion, seconds, positive
 * @param budget      currency paid on completion within the deadline, not negative
 * @param penaltyRate currency lost per second of delay, not negative
 */
public record Sla(DeadlineType type, double deadline, double budget, double penaltyRate) {

    public Sla {
        Objects.requireNonNull(type, "deadline type must not be null");
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

    /** The same terms with another deadline type. */
    public Sla withType(DeadlineType other) {
        return new Sla(other, deadline, budget, penaltyRate);
    }

    /** The same terms with another deadline, seconds. */
    public Sla withDeadline(double seconds) {
        return new Sla(type, seconds, budget, penaltyRate);
    }

    /** The same terms with another budget. */
    public Sla withBudget(double amount) {
        return new Sla(type, deadline, amount, penaltyRate);
    }

    /** The same terms with another penalty rate, per second of delay. */
    public Sla withPenaltyRate(double perSecond) {
        return new Sla(type, deadline, budget, perSecond);
    }

    /** Eq. 2: {@code (finishTime - submitTime) - deadline}; negative when the job finished early. */
    public double delay(double submitTime, double finishTime) {
        return (finishTime - submitTime) - deadline;
    }

    /** Eq. 1: {@code budget - max(delay, 0) * penaltyRate}; an infinite delay gives negative infinity. */
    public double utility(double delay) {
        if (delay <= 0) {
            return budget;
        }
        return penaltyRate == 0 ? budget : budget - delay * penaltyRate;
    }

    /** True when a job with this delay fulfilled its SLA: always for SOFT (the delay is paid for), delay at most zero for HARD. */
    public boolean fulfilledBy(double delay) {
        return type == DeadlineType.SOFT || delay <= DELAY_TOLERANCE;
    }

    /** True for a hard deadline. */
    public boolean hard() {
        return type == DeadlineType.HARD;
    }

    /** Delays up to this many seconds count as on time, absorbing floating-point rounding in simulated finish times. */
    public static final double DELAY_TOLERANCE = 1e-6;
}
