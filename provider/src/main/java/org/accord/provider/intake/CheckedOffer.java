package org.accord.provider.intake;

import java.io.ByteArrayInputStream;
import java.util.Objects;

import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.SlaKind;
import org.accord.schema.wsag.AgreementType;

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

    /**
     * This offer as {@code user} initiates it: when the offer states another {@code wsag:AgreementInitiator}
     * (or none), its text says {@code user} instead; the offer id stays that of the text as received, so a
     * retry still finds the agreement. Used when security is on: the authenticated user is the initiator,
     * whatever the offer claims.
     */
    public CheckedOffer initiatedBy(String user, Documents documents) {
        if (offer.context().initiator().filter(user::equals).isPresent()) {
            return this;
        }
        AgreementType document = documents.readOffer(new ByteArrayInputStream(text.bytes()), "offer")
                .xml(AgreementType.class);
        document.getContext().setAgreementInitiator(
                DomainToWsag.context(offer.context().withInitiator(user)).getAgreementInitiator());
        XmlText rewritten = new XmlText();
        documents.emit(DocumentKind.AGREEMENT_OFFER, document, rewritten);
        return new CheckedOffer(offer, kind, terms, offerId, rewritten);
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
