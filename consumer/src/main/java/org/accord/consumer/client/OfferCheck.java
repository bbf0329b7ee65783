package org.accord.consumer.client;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.document.DocumentException;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.offer.AgreementOffer;
import org.accord.template.Template;
import org.accord.term.TermCompiler;
import org.accord.validation.DocumentValidator;
import org.accord.validation.SlaDomainCheck;
import org.accord.validation.ValidationReport;

/**
 * Checks an offer against its template before it is sent, with the {@link DocumentValidator} the provider
 * uses, so a refused offer reports the provider's messages without a round trip. The reason is chosen
 * in the provider's order: the offer's XML is not schema-valid ({@code INVALID_OFFER}); its function terms
 * do not compile ({@code BAD_FUNCTION_TERM}); otherwise it breaks the template's creation constraints or
 * names another template ({@code CONSTRAINT_VIOLATION}). Problems name the offer {@code offer:LINE:COLUMN}
 * as the client wrote it ({@code Documents.toXml}). Each client has its own instance, which remembers
 * the offers that passed ({@link CheckedOffers}). Thread-safe.
 */
final class OfferCheck {

    static final String SOURCE = "offer";

    private final CheckedOffers checked = new CheckedOffers();

    /**
     * Checks the offer unless an equal offer already passed against the same template.
     *
     * @throws InvalidOfferException with every problem when the offer breaks its template's rules
     */
    void requireValid(AgreementOffer offer, LoadedDocument<Template> template) {
        String templateId = template.model().templateId();
        if (checked.passed(offer, templateId)) {
            return;
        }
        byte[] xml = Documents.standard().toXml(offer).getBytes(StandardCharsets.UTF_8);
        ValidationReport report = DocumentValidator.standard().validate(xml, SOURCE, Optional.of(template));
        if (!report.isValid()) {
            throw new InvalidOfferException(reason(offer, xml), report.problems());
        }
        checked.remember(offer, templateId);
    }

    private static FaultReason reason(AgreementOffer offer, byte[] xml) {
        try {
            Documents.standard().read(xml, SOURCE);
        } catch (DocumentException e) {
            return FaultReason.INVALID_OFFER;
        }
        return TermCompiler.compile(offer.terms().functionTerms()).isValid()
                && SlaDomainCheck.contradictions(offer.terms()).isEmpty()
                ? FaultReason.CONSTRAINT_VIOLATION : FaultReason.BAD_FUNCTION_TERM;
    }
}
