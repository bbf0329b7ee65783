package org.accord.consumer.client;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.accord.offer.AgreementOffer;

/**
 * Offers that already passed the local check against a given template, so that an offer built by
 * {@link OfferBuilder#build()} and then sent by {@link AgreementClient#create} is checked once, not twice
 * (a check costs milliseconds: it writes the offer, validates it against the schemas and evaluates the
 * creation constraints). Offers are records, so an equal offer counts as checked. Bounded: when it holds
 * {@link #CAPACITY} offers it starts afresh. Thread-safe.
 */
final class CheckedOffers {

    static final int CAPACITY = 4096;

    private final Map<AgreementOffer, String> checked = new ConcurrentHashMap<>();

    /** Whether {@code offer} passed the check against the template {@code templateId}. */
    boolean passed(AgreementOffer offer, String templateId) {
        return templateId.equals(checked.get(offer));
    }

    /** Records that {@code offer} passed the check against the template {@code templateId}. */
    void remember(AgreementOffer offer, String templateId) {
        if (checked.size() >= CAPACITY) {
            checked.clear();
        }
        checked.put(offer, templateId);
    }
}
