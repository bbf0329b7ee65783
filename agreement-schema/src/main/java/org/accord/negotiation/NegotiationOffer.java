package org.accord.negotiation;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

import org.accord.agreement.AgreementRole;
import org.accord.agreement.Context;
import org.accord.agreement.Terms;
import org.accord.offer.AgreementOffer;
import org.accord.template.CreationConstraints;

/**
 * One offer in a negotiation. {@code counterOfferTo} is the id of the offer it answers; a negotiation's
 * first offer answers the template, so it names the template's id there (GFD.193's convention).
 * {@code explanation} says in plain words why the creator gives this offer its state and terms (e.g. why a
 * provider proposes fewer CPUs, or rejects); it travels as {@code accord:Explanation} inside the state
 * element, and an offer from another implementation simply has none. When present it is not blank.
 */
public record NegotiationOffer(String offerId, String counterOfferTo, AgreementRole creator, OfferState state,
        Optional<Instant> expirationTime, Optional<String> name, Context context, Terms terms,
        CreationConstraints negotiationConstraints, Optional<String> explanation) {

    public NegotiationOffer {
        Objects.requireNonNull(offerId, "offerId");
        if (offerId.isBlank()) {
            throw new IllegalArgumentException("negotiation offer id must not be blank");
        }
        Objects.requireNonNull(counterOfferTo, "counterOfferTo");
        Objects.requireNonNull(creator, "creator");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(expirationTime, "expirationTime");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(negotiationConstraints, "negotiationConstraints");
        Objects.requireNonNull(explanation, "explanation");
        if (explanation.filter(String::isBlank).isPresent()) {
            throw new IllegalArgumentException("negotiation offer explanation must not be blank: '"
                    + explanation.get() + "'");
        }
    }

    /** The agreement offer an initiator would send once this offer is acceptable. */
    public AgreementOffer toAgreementOffer() {
        return new AgreementOffer(name, context, terms);
    }

    /** A counter-offer answering this one, with new terms and state, made by {@code by}, without explanation. */
    public NegotiationOffer counter(String newOfferId, AgreementRole by, OfferState newState, Terms newTerms) {
        return new NegotiationOffer(newOfferId, offerId, by, newState, expirationTime, name, context, newTerms,
                negotiationConstraints, Optional.empty());
    }

    /** A counter-offer answering this one, as {@link #counter(String, AgreementRole, OfferState, Terms)}, saying why. */
    public NegotiationOffer counter(String newOfferId, AgreementRole by, OfferState newState, Terms newTerms,
            String why) {
        return new NegotiationOffer(newOfferId, offerId, by, newState, expirationTime, name, context, newTerms,
                negotiationConstraints, Optional.of(why));
    }
}
