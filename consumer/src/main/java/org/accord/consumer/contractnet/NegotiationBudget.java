package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The time a manager may spend negotiating one job, and the expiry interval of each bid.
 *
 * <p>Eq. 1: {@code t_neg = d - t_s - d_e - t_r}, the deadline minus submission delay, expected response
 * time and return delay. Eq. 2: the l-th bid's interval is half of what remains,
 * {@code Δt_l = (t_neg - Σ_{p<l} Δt_p) / 2}, so the intervals t/2, t/4, t/8, ... never add up to
 * {@code t_neg}. {@link #nextInterval} is the paper's function Φ (Eq. 3).
 *
 * <p>Choices where the paper leaves room:
 * <ul>
 *   <li>The "sum of the previous intervals" is the time actually spent on the previous bids. When every
 *       bid runs to its expiry (the paper's model) this is exactly Eq. 2; when a contractor rejects
 *       early, the unused time stays available to the next bids instead of being lost.</li>
 *   <li>The paper bids "while Φ(J) ≥ 0", which with halving never ends. The manager gives up when the
 *       next interval would be shorter than {@link #minimumInterval()}, the least time a contractor
 *       needs to answer a bid (a round trip plus an admission decision); it is a broker setting.</li>
 * </ul>
 */
public record NegotiationBudget(Duration total, Duration minimumInterval) {

    public NegotiationBudget {
        Objects.requireNonNull(total, "total");
        Objects.requireNonNull(minimumInterval, "minimumInterval");
        if (total.isNegative()) {
            throw new IllegalArgumentException("negotiation time must not be negative: " + total);
        }
        if (minimumInterval.isNegative() || minimumInterval.isZero()) {
            throw new IllegalArgumentException("minimum interval must be positive: " + minimumInterval);
        }
    }

    /**
     * Eq. 1 for {@code job} whose expected response time is {@code expectedResponseTime}.
     *
     * @throws IllegalArgumentException if the delays and the response time alone exceed the deadline
     */
    public static NegotiationBudget forJob(SlaJob job, Duration expectedResponseTime, Duration minimumInterval) {
        Duration total = job.deadline().minus(job.submissionDelay()).minus(expectedResponseTime)
                .minus(job.returnDelay());
        if (total.isNegative()) {
            throw new IllegalArgumentException("job " + job.id() + " cannot meet its deadline "
                    + job.deadline() + " even without negotiation: negotiation time " + total);
        }
        return new NegotiationBudget(total, minimumInterval);
    }

    /**
     * Φ: the expiry interval of the next bid after {@code spent} of negotiation, half of the remaining
     * time; empty when that half is shorter than the minimum interval (the job must then be dropped).
     */
    public Optional<Duration> nextInterval(Duration spent) {
        if (spent.isNegative()) {
            throw new IllegalArgumentException("spent negotiation time must not be negative: " + spent);
        }
        Duration remaining = total.minus(spent);
        if (remaining.isNegative()) {
            return Optional.empty();
        }
        Duration half = remaining.dividedBy(2);
        return half.compareTo(minimumInterval) < 0 ? Optional.empty() : Optional.of(half);
    }
}
