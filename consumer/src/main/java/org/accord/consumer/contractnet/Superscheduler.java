package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.contractnet.Bidding;
import org.accord.scheduler.contractnet.WindowRule;

/**
 * The manager of the contract net (the paper's Grid Federation Agent in its manager role, Algorithm 1), live.
 * Every decision is the shared contract-net core's ({@link Bidding}): which quotes suit the job, their
 * {@link BidOrder}, the bidding window of Eq. 1 ({@link WindowRule#expectedResponse}: {@code d^e} is the
 * slowest suitable contractor's response time) and each bid's Eq. 2 interval, when to drop the job. This
 * class and {@link JobBidding} add the I/O: the bids sent through {@link Contractor}s, the expiries on a
 * {@link BidTimer}, the termination of late acceptances. Many jobs may be bid for at once; each has its
 * own independent bidding.
 */
public final class Superscheduler {

    private final List<ProviderQuote> quotes;
    private final Map<String, Contractor> contractors = new LinkedHashMap<>();
    private final BidTimer timer;
    private final Duration minimumInterval;
    private final Executor steps;
    private final ConcurrentLinkedQueue<LateAcceptance> lateAcceptances = new ConcurrentLinkedQueue<>();

    /**
     * A manager that runs each bidding step on the thread that decided the previous bid (the timer's
     * or the contractor's), which suits contractors whose {@link Contractor#bid} returns at once.
     */
    public Superscheduler(List<ProviderQuote> quotes, BidTimer timer, Duration minimumInterval) {
        this(quotes, timer, minimumInterval, Runnable::run);
    }

    /**
     * @param quotes          the contract net, one quote per contractor (names must be unique)
     * @param timer           time source and expiry scheduler
     * @param minimumInterval the shortest expiry interval worth a bid, positive (see
     *                        {@link org.accord.scheduler.contractnet.BiddingWindow})
     * @param steps           runs each step after a bid is decided (recording it and sending the next bid)
     */
    public Superscheduler(List<ProviderQuote> quotes, BidTimer timer, Duration minimumInterval, Executor steps) {
        this.steps = Objects.requireNonNull(steps, "steps");
        this.quotes = List.copyOf(quotes);
        this.timer = Objects.requireNonNull(timer, "timer");
        this.minimumInterval = Objects.requireNonNull(minimumInterval, "minimumInterval");
        if (minimumInterval.isNegative() || minimumInterval.isZero()) {
            throw new IllegalArgumentException("minimum interval must be positive: " + minimumInterval);
        }
        for (ProviderQuote quote : this.quotes) {
            if (contractors.putIfAbsent(quote.name(), quote.contractor()) != null) {
                throw new IllegalArgumentException("contractor names must be unique: " + quote.name());
            }
        }
    }

    /** Starts bidding for {@code job}; the future completes with its report once placed or dropped. */
    public CompletableFuture<JobReport> submit(BrokeredJob job, BidOrder order) {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(order, "order");
        Bidding bidding = Bidding.open(job.bidJob(), quotes.stream().map(ProviderQuote::quote).toList(),
                order, WindowRule.expectedResponse(BrokeredJob.seconds(minimumInterval)));
        return new JobBidding(job, bidding, contractors, timer, lateAcceptances::add, steps).start();
    }

    /** Terminates a placement made by this manager, e.g. when an all-or-nothing request fails. */
    public CompletableFuture<Void> terminate(BrokeredOutcome.Placed placement) {
        Contractor contractor = contractors.get(placement.contractor());
        if (contractor == null) {
            throw new IllegalArgumentException("unknown contractor: " + placement.contractor());
        }
        return contractor.terminate(placement.agreementId());
    }

    /** Acceptances that arrived after their bid expired, each already sent a termination, oldest first. */
    public List<LateAcceptance> lateAcceptances() {
        return List.copyOf(lateAcceptances);
    }

    /** The contract net this manager bids in. */
    public List<ProviderQuote> quotes() {
        return quotes;
    }
}
