package org.accord.scheduler.admission;

import org.accord.scheduler.contractnet.BiddingWindow;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.SlaJob;

/**
 * Greedy backfilling of SLA bids, Algorithm 2 of the contract-net paper. A bid that fits now
 * ({@code r >= p} and {@code de >= D}) is reserved; one that does not stays pending until its expiry, and is
 * re-examined by a {@link BidQueue} on every bid arrival, job finish and bid timeout, in decreasing order of
 * incentive (budget). At its timeout it gets a last test and is rejected if it still does not fit.
 *
 * <p>Expiry: the experiments give the SLA bids a total bid time that is a percentage of the job's deadline
 * ({@code t_neg = bidTimeFraction * deadline}, submission and return delays taken as zero); a job reaching
 * this site is at its first bid, so its bid expires after {@code dt_1 = t_neg / 2} (Eq. 2 with l = 1,
 * {@link BiddingWindow#nextInterval}). A fraction of 0 makes it FCFS. Best-effort jobs have no deadline and so no bid time.
 */
public final class GreedyBackfillingAdmission implements AdmissionPolicy {
    /** Registry name. */
    public static final String NAME = "greedy-backfilling";
    private final double bidTimeFraction;
    private final DedicatedAllocation allocation = new DedicatedAllocation();

    /** Greedy backfilling whose total bid time is {@code bidTimeFraction} (0..1) of each job's deadline. */
    public GreedyBackfillingAdmission(double bidTimeFraction) {
        if (!(bidTimeFraction >= 0 && bidTimeFraction <= 1)) {
            throw new IllegalArgumentException("bid time fraction must be within 0..1: " + bidTimeFraction);
        }
        this.bidTimeFraction = bidTimeFraction;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ShareRule shareRule() {
        return allocation;
    }

    /** Absolute time at which the job's bid times out. */
    public double expiry(SlaJob job) {
        double deadline = job.sla().map(s -> s.deadline()).orElse(0.0);
        return job.submitTime() + new BiddingWindow(bidTimeFraction * deadline, 0).nextInterval(0).orElse(0);
    }

    @Override
    public AdmissionDecision evaluate(SlaJob job, RecordView view, double now) {
        if (BestEffortPlacement.tooWide(job, view)) {
            return BestEffortPlacement.rejectTooWide(job, view);
        }
        var nodes = SpaceSharedFit.nodesFor(job, view, now);
        if (nodes.isPresent()) {
            return new AdmissionDecision.Accepted(job.id(), nodes.get(), job.dueTime());
        }
        double expiry = expiry(job);
        return now < expiry
                ? new AdmissionDecision.Pending(job.id(), expiry)
                : new AdmissionDecision.Rejected(job.id(), "bid expired: " + SpaceSharedFit.whyNot(job, now));
    }
}
