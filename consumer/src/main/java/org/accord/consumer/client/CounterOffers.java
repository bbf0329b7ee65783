package org.accord.consumer.client;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;

/**
 * One negotiation round: the negotiation offer the client sent and the provider's counter-offers in the
 * provider's order.
 */
public record CounterOffers(String negotiationId, NegotiationOffer sent, List<NegotiationOffer> counterOffers) {

    public CounterOffers {
        Objects.requireNonNull(negotiationId, "negotiationId");
        Objects.requireNonNull(sent, "sent");
        counterOffers = List.copyOf(counterOffers);
    }

    /** The first counter-offer the provider marked ACCEPTABLE: an agreement offer built from it would be accepted. */
    public Optional<NegotiationOffer> acceptable() {
        return counterOffers.stream().filter(offer -> offer.state() == OfferState.ACCEPTABLE).findFirst();
    }

    /** Whether the provider rejected every way of doing the job (no counter-offer, or only REJECTED ones). */
    public boolean rejected() {
        return counterOffers.stream().allMatch(offer -> offer.state() == OfferState.REJECTED);
    }
}
