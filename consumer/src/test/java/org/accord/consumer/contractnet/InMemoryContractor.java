package org.accord.consumer.contractnet;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A contractor living in the test: its answer to each bid comes from a behaviour (accept or reject, at
 * once, later or never, or fail). It remembers every bid and every agreement it still holds.
 */
public final class InMemoryContractor implements Contractor {

    private final String name;
    private final Function<SlaBid, CompletableFuture<Boolean>> acceptsBid;
    private final List<SlaBid> bids = new CopyOnWriteArrayList<>();
    private final Map<String, String> jobByAgreement = new ConcurrentHashMap<>();
    private final List<String> terminated = new CopyOnWriteArrayList<>();
    private final AtomicInteger agreements = new AtomicInteger();

    public InMemoryContractor(String name, Function<SlaBid, CompletableFuture<Boolean>> acceptsBid) {
        this.name = name;
        this.acceptsBid = acceptsBid;
    }

    public static InMemoryContractor accepting(String name) {
        return new InMemoryContractor(name, bid -> CompletableFuture.completedFuture(true));
    }

    public static InMemoryContractor rejecting(String name) {
        return new InMemoryContractor(name, bid -> CompletableFuture.completedFuture(false));
    }

    public static InMemoryContractor silent(String name) {
        return new InMemoryContractor(name, bid -> new CompletableFuture<>());
    }

    public static InMemoryContractor failing(String name) {
        return new InMemoryContractor(name,
                bid -> CompletableFuture.failedFuture(new IllegalStateException("connection refused")));
    }

    /** Answers {@code accept} after {@code delay} of the given timer's time. */
    public static InMemoryContractor answeringAfter(String name, BidTimer timer, Duration delay, boolean accept) {
        return new InMemoryContractor(name, bid -> {
            CompletableFuture<Boolean> answer = new CompletableFuture<>();
            timer.schedule(delay, () -> answer.complete(accept));
            return answer;
        });
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public CompletableFuture<BidReply> bid(SlaBid bid) {
        bids.add(bid);
        return acceptsBid.apply(bid).thenApply(accept -> accept ? accept(bid) : new BidReply.Rejected("busy"));
    }

    private BidReply accept(SlaBid bid) {
        String agreementId = name + "-" + agreements.incrementAndGet();
        jobByAgreement.put(agreementId, bid.job().id());
        return new BidReply.Accepted(agreementId);
    }

    @Override
    public CompletableFuture<Void> terminate(String agreementId) {
        if (jobByAgreement.remove(agreementId) == null) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("no agreement " + agreementId));
        }
        terminated.add(agreementId);
        return CompletableFuture.completedFuture(null);
    }

    public List<SlaBid> bids() {
        return List.copyOf(bids);
    }

    public List<String> terminated() {
        return List.copyOf(terminated);
    }

    /** Agreements this contractor still holds for {@code jobId}. */
    public List<String> agreementsFor(String jobId) {
        return jobByAgreement.entrySet().stream().filter(entry -> entry.getValue().equals(jobId))
                .map(Map.Entry::getKey).sorted().toList();
    }
}
