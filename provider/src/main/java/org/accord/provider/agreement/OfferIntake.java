package org.accord.provider.agreement;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.accord.agreement.FaultReason;
import org.accord.document.DocumentException;
import org.accord.document.DocumentProblem;
import org.accord.document.Documents;
import org.accord.document.LoadedDocument;
import org.accord.offer.AgreementOffer;
import org.accord.provider.admission.OfferTerms;
import org.accord.provider.admission.SlaKind;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.provider.template.TemplateRegistry;
import org.accord.template.Template;
import org.accord.term.TermCompiler;
import org.accord.validation.DocumentValidator;
import org.accord.validation.ValidationReport;

/**
 * Checks an incoming offer as {@code ./accord validate} does, with the same messages, and classifies what
 * is wrong: unreadable or schema-invalid (INVALID_OFFER), naming no or an unknown template
 * (UNKNOWN_TEMPLATE), function terms that do not compile (BAD_FUNCTION_TERM; every problem of the
 * validator is reported with it), otherwise the template's creation constraints (CONSTRAINT_VIOLATION).
 * Thread-safe.
 */
final class OfferIntake {

    /** How problems name the document. */
    static final String SOURCE = "offer";

    private final TemplateRegistry templates;
    private final Documents documents;
    private final DocumentValidator validator;

    OfferIntake(TemplateRegistry templates, Documents documents, DocumentValidator validator) {
        this.templates = templates;
        this.documents = documents;
        this.validator = validator;
    }

    /** The checked offer, or a {@link FaultException} saying what is wrong. */
    ReceivedOffer receive(String xml) {
        return receive(read(xml.getBytes(StandardCharsets.UTF_8)), xml);
    }

    /**
     * The checked offer whose model the caller already has (e.g. mapped from the SOAP request), saving one
     * parse; {@code xml} is still checked in full.
     */
    ReceivedOffer receive(AgreementOffer offer, String xml) {
        byte[] bytes = xml.getBytes(StandardCharsets.UTF_8);
        String templateId = offer.templateId().orElseThrow(() -> new FaultException(FaultReason.UNKNOWN_TEMPLATE,
                "the offer names no template (wsag:Context/wsag:TemplateId)"));
        LoadedDocument<Template> template = templates.find(templateId).orElseThrow(() -> new FaultException(
                FaultReason.UNKNOWN_TEMPLATE, "unknown template '" + templateId + "'; this provider publishes "
                        + templates.templates().stream().map(Template::templateId).toList()));
        ValidationReport report = validator.validate(bytes, SOURCE, Optional.of(template));
        if (!report.isValid()) {
            boolean termsCompile = TermCompiler.compile(offer.terms().functionTerms()).isValid();
            throw new FaultException(termsCompile ? FaultReason.CONSTRAINT_VIOLATION : FaultReason.BAD_FUNCTION_TERM,
                    describe(report.problems()));
        }
        try {
            SlaKind kind = SlaKind.of(template.model().terms());
            return new ReceivedOffer(offer, kind, OfferTerms.of(offer.terms()), xml, offerId(bytes));
        } catch (UnsupportedOfferException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, e.getMessage());
        }
    }

    /** Every problem, one per line, as {@code offer:line:column: message}. */
    static String describe(List<DocumentProblem> problems) {
        return problems.stream().map(DocumentProblem::toString).collect(Collectors.joining("\n"));
    }

    private AgreementOffer read(byte[] bytes) {
        try {
            return documents.readOffer(new ByteArrayInputStream(bytes), SOURCE).model();
        } catch (DocumentException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, describe(e.problems()));
        }
    }

    private static String offerId(byte[] bytes) {
        try {
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
