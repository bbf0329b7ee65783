package org.accord.scheduler.contractnet;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Algorithm 1 for one job, as a manager's decisions: which contractor to bid at next, with which expiry
 * interval, or that the job is dropped. The caller does the bidding (a simulated contractor, or a SOAP call
 * raced against a timer) and asks for the {@link #next} step after each rejection, failure or expiry.
 *
 * <p>Contractor choice: only contractors whose quote {@link Quote#suits suits} the job are asked, each at
 * most once, in {@link BidOrder}; a manager that is itself a provider (the paper's GFA, the batch simulation)
 * asks its own cluster first, since it looks further only when "the user's job QoS can't be satisfied
 * locally" (Section 2). Drops: no suitable contractor, every candidate asked, or no interval left
 * ({@link BiddingWindow#nextInterval}). Single-threaded: one step at a time.
 */
public final class Bidding {

    /** What the manager does next. */
    public sealed interface Step {
    }

    /**
     * Bid at {@code contractor}; the bid expires {@code interval} seconds after it is sent.
     *
     * @param round 1 for the job's first bid, 2 for the next contractor, and so on
     */
    public record Bid(Quote contractor, int round, double interval) implements Step {
        public Bid {
            Objects.requireNonNull(contractor, "contractor");
        }
    }

    /** Give the job up. */
    public record Drop(DropReason reason) implements Step {
        public Drop {
            Objects.requireNonNull(reason, "reason");
        }
    }

    private final BidJob job;
    private final List<Quote> candidates;
    private final BiddingWindow window;
    private int asked;

    private Bidding(BidJob job, List<Quote> candidates, BiddingWindow window) {
        this.job = job;
        this.candidates = List.copyOf(candidates);
        this.window = window;
    }

    /** Opens the bidding for {@code job} over {@code quotes}, none of them the manager's own. */
    public static Bidding open(BidJob job, List<Quote> quotes, BidOrder order, WindowRule rule) {
        return open(job, quotes, order, rule, null);
    }

    /**
     * Opens the bidding for {@code job} over {@code quotes}; {@code local}, if not null, names the quote of
     * the manager's own cluster, which is asked first.
     */
    public static Bidding open(BidJob job, List<Quote> quotes, BidOrder order, WindowRule rule, String local) {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(order, "order");
        List<Quote> candidates = new ArrayList<>();
        quotes.stream().filter(q -> q.name().equals(local) && q.suits(job)).forEach(candidates::add);
        candidates.addAll(order.order(job, quotes.stream().filter(q -> !q.name().equals(local) && q.suits(job))
                .toList()));
        return new Bidding(job, candidates, rule.window(job, candidates));
    }

    /** The job. */
    public BidJob job() {
        return job;
    }

    /** The suitable contractors, in the order they are asked. */
    public List<Quote> candidates() {
        return candidates;
    }

    /** The job's bidding window. */
    public BiddingWindow window() {
        return window;
    }

    /** Bids made so far. */
    public int bids() {
        return asked;
    }

    /** The next step after {@code spent} seconds of bidding; a {@link Bid} counts as made. */
    public Step next(double spent) {
        if (candidates.isEmpty()) {
            return new Drop(DropReason.NO_SUITABLE_PROVIDER);
        }
        if (asked == candidates.size()) {
            return new Drop(DropReason.PROVIDERS_EXHAUSTED);
        }
        OptionalDouble interval = window.nextInterval(spent);
        if (interval.isEmpty()) {
            return new Drop(DropReason.BIDDING_TIME_SPENT);
        }
        asked++;
        return new Bid(candidates.get(asked - 1), asked, interval.getAsDouble());
    }
}
