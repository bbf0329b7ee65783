package org.accord.provider.intake;

import java.util.Objects;

import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.execution.SlaKind;

/**
 * An offer that passed every check, in domain values only: its model, the admission path its template's kind
 * selects, its compiled terms, its offer id, and its compact text, which becomes the agreement document. What
 * the core service takes; {@link OfferIntake} alone makes it, once, with the initiator already settled (with
 * security on, the authenticated user), so nothing after intake reads or rewrites the offer's XML again.
 *
 * <p>The text is held as the {@link XmlText} intake wrote it in its one pass over the offer: complete and never
 * written to again, it is the offer's text as UTF-8 bytes (content of other vocabularies included), not a JAXB
 * or DOM object, and it can be put under the agreement's root ({@link XmlText#underRoot}) without being parsed.
 *
 * @param offerId {@code sha256:} and the SHA-256 of the offer's compact text ({@link XmlText}, written from
 *     the JAXB object, so the id does not depend on how the sender laid the text out) as its initiator makes
 *     it: the same offer sent again by the same initiator has the same id, so a retried create returns the
 *     agreement the first one made (two otherwise identical jobs need different {@code wsag:Name}s)
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

    /**
     * This offer with another identity: a create with the same initiator and {@code key} returns the
     * agreement the first one made, whatever the offer says (a client's idempotency key, or the agreement id
     * it asked for).
     */
    public CheckedOffer identifiedBy(String key) {
        return new CheckedOffer(offer, kind, terms, key, text);
    }

    /** The template the offer is based on. */
    public String templateId() {
        return offer.templateId().orElseThrow();
    }
}
