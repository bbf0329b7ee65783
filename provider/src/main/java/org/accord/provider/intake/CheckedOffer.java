package org.accord.provider.intake;

import java.util.Objects;

import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.SlaKind;

/**
 * An offer that passed every check, in domain types only: its model, the admission path its template's kind
 * selects, its compiled terms, its offer id, and its compact text as received (content of other vocabularies
 * included), which becomes the agreement document. What the core service takes; {@link OfferIntake} makes it.
 *
 * @param offerId {@code sha256:} and the SHA-256 of the offer's compact text ({@link XmlText}, written from
 *     the JAXB object, so the id does not depend on how the sender laid the text out): the same offer sent
 *     again has the same id, so a retried create returns the agreement the first one made (two otherwise
 *     identical jobs need different {@code wsag:Name}s)
 * @param text the offer's compact text, which the agreement document is written from
 */
public record CheckedOffer(AgreementOffer offer, SlaKind kind, OfferTerms terms, String offerId, XmlText text) {

    public CheckedOffer {
        Objects.requireNonNull(offer, "offer");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(terms, "terms");
        Objects.requireNonNull(offerId, "offerId");
        Objects.requireNonNull(text, "text");
    }

    /** The template the offer is based on. */
    public String templateId() {
        return offer.templateId().orElseThrow();
    }
}
