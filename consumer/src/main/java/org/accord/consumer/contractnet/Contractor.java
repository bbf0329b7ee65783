package org.accord.consumer.contractnet;

import java.util.concurrent.CompletableFuture;

/**
 * One provider in the contract net, seen from the manager (the superscheduler). Implementations are
 * asynchronous: {@link #bid} returns at once and completes its future when the provider answers. The
 * broker never blocks on the future; it races it against the bid's expiry interval.
 *
 * <p>A future that completes exceptionally (transport failure, unexpected fault) counts as a failed
 * attempt and the broker moves on, exactly as for a rejection. A provider may still answer after the
 * expiry interval; if that late answer is an acceptance, the broker calls {@link #terminate} on it so the
 * job is never held by two providers.
 *
 * <p>{@link #bid} and {@link #terminate} must return promptly: an adapter over a blocking call runs it
 * with {@code CompletableFuture.supplyAsync(call, executor)}. Otherwise give the
 * {@link Superscheduler} an executor for its steps so that a blocking contractor cannot stall the timer.
 */
public interface Contractor {

    /** A stable name unique among the quotes given to one broker, usually the provider's endpoint URL. */
    String name();

    /**
     * Sends one SLA bid (an agreement offer for the job) and completes with the provider's decision.
     * The provider is expected to answer within {@link SlaBid#expiryInterval()}.
     */
    CompletableFuture<BidReply> bid(SlaBid bid);

    /** Terminates an agreement this contractor accepted earlier; completes when the provider confirmed. */
    CompletableFuture<Void> terminate(String agreementId);
}
