package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;

/**
 * The manager of the contract net (the paper's Grid Federation Agent in its manager role, Algorithm 1).
 * For each submitted job it keeps the quotes that {@link ProviderQuote#suits suit} the job, orders them
 * with the requested {@link QuoteOrder}, computes the negotiation time by Eq. 1 and bids to one contractor
 * after another with Eq. 2's expiry intervals until one accepts, the list is exhausted or the time is
 * spent. Many jobs may be negotiated at once; each has its own independent negotiation.
 *
 * <p>Eq. 1 needs one expected response time {@code d_e} per job, but each contractor has its own
 * {@code D(J, R_k)}. The manager takes the largest among the suitable contractors, so whichever of them
 * accepts, submission, negotiation, execution and return together fit the deadline.
 */
public final class Superscheduler {

    private final List<ProviderQuote> quotes;
    private final Map<String, Contractor> contractors = new LinkedHashMap<>();
    private final BidTimer timer;
    private final Duration minimumInterval;
    private final Executor steps;
    private final ConcurrentLinkedQueue<LateAcceptance> lateAcceptances = new ConcurrentLinkedQueue<>();

    /**
     * A manager that runs each negotiation step on the thread that decided the previous bid (the timer's
     * or the contractor's), which suits contractors whose {@link Contractor#bid} returns at once.
     */
    public Superscheduler(List<ProviderQuote> quotes, BidTimer timer, Duration minimumInterval) {
        this(quotes, timer, minimumInterval, Runnable::run);
    }

    /**
     * @param quotes          the contract net, one quote per contractor (names must be unique)
     * @param timer           time source and expiry scheduler
     * @param minimumInterval the shortest expiry interval worth a bid (see {@link NegotiationBudget})
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

    /** Starts negotiating {@code job}; the future completes with its report once placed or dropped. */
    public CompletableFuture<JobReport> submit(SlaJob job, QuoteOrder order) {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(order, "order");
        List<ProviderQuote> suitable = order.order(job, quotes.stream().filter(q -> q.suits(job)).toList());
        if (suitable.isEmpty()) {
            return CompletableFuture.completedFuture(new JobReport(job,
                    new JobOutcome.Dropped(DropReason.NO_SUITABLE_PROVIDER), List.of(), Duration.ZERO,
                    Duration.ZERO));
        }
        Duration expectedResponse = suitable.stream().map(q -> q.expectedResponseTime(job))
                .max(Comparator.naturalOrder()).orElseThrow();
        NegotiationBudget budget = NegotiationBudget.forJob(job, expectedResponse, minimumInterval);
        return new JobNegotiation(job, suitable, budget, timer, lateAcceptances::add, steps).start();
    }

    /** Terminates a placement made by this manager, e.g. when an all-or-nothing request fails. */
    public CompletableFuture<Void> terminate(JobOutcome.Placed placement) {
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
