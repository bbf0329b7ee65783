package org.accord.scheduler.contractnet;

import java.util.OptionalDouble;

/**
 * The time a manager may spend bidding for one job, and the expiry interval of each bid (seconds).
 *
 * <p>Eq. 1: {@code t_neg = d - t_s - d^e - t_r}, the deadline minus submission delay, expected response time
 * {@code d^e} and return delay; read the other way, the effective deadline a contractor is asked to meet is
 * {@code d^e = d - t_s - t_neg - t_r} ({@link #effectiveDeadline}). Eq. 2: the l-th bid's interval is half of
 * what remains, {@code dt_l = (t_neg - sum_{p<l} dt_p) / 2}, so t/2, t/4, t/8, ... never add up to
 * {@code t_neg}. {@link #nextInterval} is the paper's function Φ (Eq. 3).
 *
 * <p>Choices where the paper leaves room:
 * <ul>
 *   <li>The "sum of the previous intervals" is the time actually spent on the previous bids. When every bid
 *       runs to its expiry (the paper's model, and the batch simulation's greedy backfilling) this is exactly
 *       Eq. 2; when a contractor rejects early, the unused time stays available to the next bids.</li>
 *   <li>The paper bids "while Φ(J) ≥ 0", which with halving never ends. A manager gives up when the next
 *       interval would be shorter than {@link #minimumInterval()}: over a network the least time a contractor
 *       needs to answer (a broker setting); in the simulation 0, where a bid of interval 0 is answered at once
 *       (FCFS, or no bid time left), so every candidate can still be asked.</li>
 * </ul>
 *
 * @param total           {@code t_neg}, seconds, not negative
 * @param minimumInterval the shortest interval worth a bid, seconds, not negative
 */
public record BiddingWindow(double total, double minimumInterval) {

    public BiddingWindow {
        if (!(total >= 0) || Double.isInfinite(total)) {
            throw new IllegalArgumentException("bidding time must not be negative: " + total);
        }
        if (!(minimumInterval >= 0) || Double.isInfinite(minimumInterval)) {
            throw new IllegalArgumentException("minimum interval must not be negative: " + minimumInterval);
        }
    }

    /**
     * Eq. 1 for {@code job} whose expected response time is {@code expectedResponse}.
     *
     * @throws IllegalArgumentException if the delays and the response time alone exceed the deadline
     */
    public static BiddingWindow eq1(BidJob job, double expectedResponse, double minimumInterval) {
        double total = job.deadline() - job.submissionDelay() - expectedResponse - job.returnDelay();
        if (total < 0) {
            throw new IllegalArgumentException("job " + job.id() + " cannot meet its deadline " + job.deadline()
                    + " s even without bidding: bidding time " + total + " s");
        }
        return new BiddingWindow(total, minimumInterval);
    }

    /**
     * The paper's experiment 1: a total bid time of {@code fraction} (0..1) of the job's deadline ("We vary the
     * total SLA bid from 0% to 50% of total allowed job deadline", Section 4.2), every interval allowed.
     */
    public static BiddingWindow shareOfDeadline(BidJob job, double fraction) {
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("bid time fraction must be within 0..1: " + fraction);
        }
        return new BiddingWindow(fraction * job.deadline(), 0);
    }

    /** {@code d^e = d - t_s - t_neg - t_r}: the response time a contractor must meet (Eq. 1). */
    public double effectiveDeadline(BidJob job) {
        return job.deadline() - job.submissionDelay() - total - job.returnDelay();
    }

    /**
     * Φ: the expiry interval of the next bid after {@code spent} seconds of bidding, half of the remaining
     * time; empty when that half is shorter than the minimum interval or the time is overspent.
     */
    public OptionalDouble nextInterval(double spent) {
        if (!(spent >= 0)) {
            throw new IllegalArgumentException("spent bidding time must not be negative: " + spent);
        }
        double remaining = total - spent;
        if (remaining < 0) {
            return OptionalDouble.empty();
        }
        double half = remaining / 2;
        return half < minimumInterval ? OptionalDouble.empty() : OptionalDouble.of(half);
    }
}
