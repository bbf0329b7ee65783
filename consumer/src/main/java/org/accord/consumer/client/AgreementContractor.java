package org.accord.consumer.client;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import org.accord.consumer.contractnet.BidReply;
import org.accord.consumer.contractnet.Contractor;
import org.accord.consumer.contractnet.SlaBid;

/**
 * A provider as a contract-net {@link Contractor}: a bid becomes an agreement offer ({@link BidOffers})
 * created asynchronously on {@code executor}; an agreement is {@link BidReply.Accepted}, a provider fault
 * (including the local check's) is {@link BidReply.Rejected} with its reason code. A provider that cannot
 * be reached completes the future exceptionally, which the superscheduler treats as a failed attempt.
 * Terminating runs on the same executor. Give it an executor with enough threads for the bids in flight:
 * each holds one thread for the duration of its SOAP call.
 */
public final class AgreementContractor implements Contractor {

    private final String name;
    private final AgreementClient client;
    private final BidOffers offers;
    private final Executor executor;

    public AgreementContractor(String name, AgreementClient client, BidOffers offers, Executor executor) {
        this.name = Objects.requireNonNull(name, "name");
        this.client = Objects.requireNonNull(client, "client");
        this.offers = Objects.requireNonNull(offers, "offers");
        this.executor = Objects.requireNonNull(executor, "executor");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public CompletableFuture<BidReply> bid(SlaBid bid) {
        return CompletableFuture.supplyAsync(() -> reply(bid), executor);
    }

    @Override
    public CompletableFuture<Void> terminate(String agreementId) {
        return CompletableFuture.runAsync(() -> client.agreement(agreementId).terminate(), executor);
    }

    private BidReply reply(SlaBid bid) {
        try {
            return new BidReply.Accepted(client.create(offers.offerFor(bid, client)).agreementId());
        } catch (ProviderFaultException refused) {
            return new BidReply.Rejected(refused.code());
        }
    }
}
