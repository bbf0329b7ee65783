package org.accord.scheduler.contractnet;

import java.util.List;

/** How a manager sets a job's {@link BiddingWindow} from the contractors it will bid at. */
@FunctionalInterface
public interface WindowRule {

    /** The window for {@code job}, whose suitable contractors are {@code candidates} (possibly none). */
    BiddingWindow window(BidJob job, List<Quote> candidates);

    /**
     * Eq. 1, the live broker's rule. Eq. 1 needs one expected response time {@code d^e} per job, but each
     * contractor has its own {@code D(J, R_k)}; the manager takes the largest among the candidates, so
     * whichever of them accepts, submission, bidding, execution and return together fit the deadline.
     * With no candidate the window is empty.
     */
    static WindowRule expectedResponse(double minimumInterval) {
        return (job, candidates) -> candidates.isEmpty() ? new BiddingWindow(0, minimumInterval)
                : BiddingWindow.eq1(job, candidates.stream().mapToDouble(q -> q.responseTime(job)).max()
                .orElseThrow(), minimumInterval);
    }

    /** The paper's experiment: {@link BiddingWindow#shareOfDeadline} of every job. */
    static WindowRule shareOfDeadline(double fraction) {
        return (job, candidates) -> BiddingWindow.shareOfDeadline(job, fraction);
    }
}
