package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the manager did for one job: the outcome, every bid in order, the bidding time Eq. 1 allowed
 * ({@code biddingTime}, zero when no provider suited) and the bidding delay actually spent from
 * submission to the decision ({@code biddingDelay}).
 */
public record JobReport(BrokeredJob job, BrokeredOutcome outcome, List<BidAttempt> attempts, Duration biddingTime,
                        Duration biddingDelay) {

    public JobReport {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(biddingTime, "biddingTime");
        Objects.requireNonNull(biddingDelay, "biddingDelay");
        attempts = List.copyOf(attempts);
    }

    /** The placement, if a contractor took the job. */
    public Optional<BrokeredOutcome.Placed> placement() {
        return outcome instanceof BrokeredOutcome.Placed placed ? Optional.of(placed) : Optional.empty();
    }

    /** Whether a contractor took the job. */
    public boolean placed() {
        return placement().isPresent();
    }
}
