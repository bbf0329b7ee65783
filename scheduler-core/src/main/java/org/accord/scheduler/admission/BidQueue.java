package org.accord.scheduler.admission;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import org.accord.scheduler.sla.SlaJob;

/**
 * The queue {@code Q_m,t} of SLA bids that a policy left {@link AdmissionDecision.Pending}, with the
 * STRICT GREEDY pass of the contract-net paper's Algorithm 2. Not thread-safe: one owner (a simulation, or a
 * provider's single bid-handling thread) drives it.
 *
 * <p>Choice: the pseudo-code stops STRICT GREEDY at the first bid it reserves, but the prose says the
 * scheduler "finalizes the contract with those that fit" (the greedy knapsack), so one pass here reserves
 * every bid that fits, in decreasing incentive (budget) order, ties by arrival order.
 */
public final class BidQueue {
    private static final Comparator<Bid> BY_INCENTIVE =
            Comparator.comparingDouble((Bid b) -> -b.job().budget()).thenComparingLong(Bid::arrival);

    private record Bid(SlaJob job, double expiresAt, long arrival) {
    }

    private final List<Bid> bids = new ArrayList<>();
    private long arrivals;

    /** Adds a pending bid. */
    public void add(SlaJob job, double expiresAt) {
        bids.add(new Bid(job, expiresAt, arrivals++));
    }

    /** True when no bid waits. */
    public boolean isEmpty() {
        return bids.isEmpty();
    }

    /** Bids waiting. */
    public int size() {
        return bids.size();
    }

    /** The earliest expiry among waiting bids, infinity if none. */
    public double nextExpiry() {
        double next = Double.POSITIVE_INFINITY;
        for (Bid bid : bids) {
            next = Math.min(next, bid.expiresAt());
        }
        return next;
    }

    /** STRICT GREEDY: offers every bid to {@code controller} in decreasing incentive; returns the acceptances. */
    public List<AdmissionDecision> reexamine(AdmissionController controller, double now) {
        bids.sort(BY_INCENTIVE);
        List<AdmissionDecision> accepted = new ArrayList<>();
        for (Iterator<Bid> it = bids.iterator(); it.hasNext(); ) {
            Bid bid = it.next();
            if (bid.expiresAt() > now) {
                AdmissionDecision decision = controller.admit(bid.job(), now);
                if (decision instanceof AdmissionDecision.Accepted) {
                    accepted.add(decision);
                    it.remove();
                }
            }
        }
        return accepted;
    }

    /** SLA bid timeout: bids expiring at or before {@code now} get a last test; each is accepted or rejected. */
    public List<AdmissionDecision> expire(AdmissionController controller, double now) {
        bids.sort(BY_INCENTIVE);
        List<AdmissionDecision> decided = new ArrayList<>();
        for (Iterator<Bid> it = bids.iterator(); it.hasNext(); ) {
            Bid bid = it.next();
            if (bid.expiresAt() <= now) {
                AdmissionDecision decision = controller.admit(bid.job(), now);
                decided.add(decision instanceof AdmissionDecision.Accepted ? decision
                        : new AdmissionDecision.Rejected(bid.job().id(), reason(decision)));
                it.remove();
            }
        }
        return decided;
    }

    private static String reason(AdmissionDecision decision) {
        return decision instanceof AdmissionDecision.Rejected r ? r.reason() : "bid expired";
    }
}
