package org.accord.consumer.client;

import org.accord.consumer.contractnet.SlaBid;
import org.accord.offer.AgreementOffer;

/** Turns a contract-net SLA bid into the agreement offer a provider's template expects. */
@FunctionalInterface
public interface BidOffers {

    /**
     * The offer for {@code bid}, built with {@code client} (usually from {@link AgreementClient#offer}).
     *
     * @throws AccordClientException when the job cannot be expressed as an offer of this provider
     */
    AgreementOffer offerFor(SlaBid bid, AgreementClient client);
}
