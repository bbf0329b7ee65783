package org.accord.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.Examples;
import org.accord.document.LoadedDocument;
import org.accord.document.LocatedDocument;
import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.schema.wsag.AgreementType;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link DocumentValidator#validateRead} (no second schema check, cached compilations) reports exactly
 * the problems of the full check of the same text, for valid offers and for each kind of term and
 * constraint problem.
 */
class ReadDocumentValidationTest {

    private static final Documents DOCUMENTS = Documents.standard();
    private final DocumentValidator validator = DocumentValidator.standard();

    @ParameterizedTest
    @CsvSource({
            "offers/valid/hpc-job-offer.xml, templates/hpc-job.xml, true",
            "offers/valid/librasla-job-offer.xml, templates/librasla-job.xml, true",
            "offers/valid/hpc-job-offer.xml, templates/librasla-job.xml, false",
            "offers/invalid/hpc-job-constraint-violation.xml, templates/hpc-job.xml, false",
            "offers/invalid/hpc-job-cyclic-terms.xml, templates/hpc-job.xml",
            "offers/invalid/hpc-job-unknown-variable.xml, templates/hpc-job.xml, false",
            "offers/invalid/librasla-job-constraint-violation.xml, templates/librasla-job.xml, false",
            "offers/invalid/librasla-job-cyclic-terms.xml, templates/librasla-job.xml, false",
            "offers/invalid/librasla-job-unknown-variable.xml, templates/librasla-job.xml, false",
            "wsag4j-style/jsdl-offer.xml, wsag4j-style/jsdl-template.xml"})
    void reportsWhatTheFullCheckReportsForADocumentAlreadyRead(String offer, String template) {
        Optional<LoadedDocument<Template>> against = Optional.of(DOCUMENTS.readTemplate(Examples.file(template)));

        ValidationReport full = validator.validate(Examples.file(offer), against);
        LoadedDocument<AgreementOffer> read = DOCUMENTS.readOffer(Examples.file(offer));

        assertThat(validator.validateRead(read, against)).isEqualTo(full);
        assertThat(validator.validateRead(read, against)).as("checked again, from the caches").isEqualTo(full);
    }

    @ParameterizedTest
    @CsvSource({
            "offers/valid/librasla-job-offer.xml, templates/librasla-job.xml",
            "offers/invalid/hpc-job-constraint-violation.xml, templates/hpc-job.xml",
            "offers/invalid/librasla-job-unknown-variable.xml, templates/librasla-job.xml"})
    void checksAnOfferReceivedAsAJaxbObjectLikeItsWrittenText(String offer, String template) {
        Optional<LoadedDocument<Template>> against = Optional.of(DOCUMENTS.readTemplate(Examples.file(template)));
        LoadedDocument<AgreementOffer> read = DOCUMENTS.readOffer(Examples.file(offer));
        AgreementType received = read.xml(AgreementType.class);
        byte[] written = DOCUMENTS.toXml(DocumentKind.AGREEMENT_OFFER, received).getBytes(StandardCharsets.UTF_8);

        LoadedDocument<AgreementOffer> assembled = new LoadedDocument<>(DocumentKind.AGREEMENT_OFFER, read.model(),
                received, LocatedDocument.parse(written, "offer"));

        ValidationReport report = validator.validateRead(assembled, against);
        assertThat(report).isEqualTo(validator.validate(written, "offer", against));
        assertThat(report.isValid()).isEqualTo(offer.contains("/valid/"));
    }

    @ParameterizedTest
    @CsvSource({
            "offers/valid/librasla-job-offer.xml, templates/librasla-job.xml, true",
            "offers/valid/hpc-job-offer.xml, templates/hpc-job.xml, true",
            "offers/valid/hpc-job-offer.xml, templates/librasla-job.xml, false",
            "offers/valid/librasla-job-offer.xml, templates/hpc-job.xml, false",
            "offers/invalid/librasla-job-constraint-violation.xml, templates/librasla-job.xml, false",
            "offers/invalid/librasla-job-cyclic-terms.xml, templates/librasla-job.xml, false",
            "offers/invalid/librasla-job-unknown-variable.xml, templates/librasla-job.xml, false",
            "offers/invalid/hpc-job-constraint-violation.xml, templates/hpc-job.xml, false",
            "offers/invalid/hpc-job-unknown-variable.xml, templates/hpc-job.xml, false",
            "wsag4j-style/jsdl-offer.xml, wsag4j-style/jsdl-template.xml, true"})
    void reportsWhatTheFullCheckReportsForAnOfferGivenAsTheTextItWasWrittenAs(String offer, String template,
            boolean valid) {
        Optional<LoadedDocument<Template>> against = Optional.of(DOCUMENTS.readTemplate(Examples.file(template)));
        LoadedDocument<AgreementOffer> read = DOCUMENTS.readOffer(Examples.file(offer));
        AgreementType received = read.xml(AgreementType.class);
        byte[] written = DOCUMENTS.toXml(DocumentKind.AGREEMENT_OFFER, received).getBytes(StandardCharsets.UTF_8);

        XmlText text = new XmlText();
        ValidationReport report = validator.validateWritten(DocumentKind.AGREEMENT_OFFER, read.model(), received,
                "offer", against, text);

        assertThat(report).isEqualTo(validator.validate(written, "offer", against));
        assertThat(report.isValid()).isEqualTo(valid);
        AgreementType again = DOCUMENTS.readOffer(new ByteArrayInputStream(text.bytes()), "text")
                .xml(AgreementType.class);
        assertThat(DOCUMENTS.toXml(DocumentKind.AGREEMENT_OFFER, again)).isEqualTo(new String(written, StandardCharsets.UTF_8));
    }

    @Test
    void findsTheSameConstraintProblemsWhenTheTemplateIsReadAgain() {
        List<ValidationReport> reports = List.of(1, 2).stream()
                .map(i -> validator.validate(Examples.file("offers/invalid/hpc-job-constraint-violation.xml"),
                        Optional.of(DOCUMENTS.readTemplate(Examples.file("templates/hpc-job.xml")))))
                .toList();

        assertThat(reports.get(0).problems()).hasSize(3);
        assertThat(reports.get(1)).isEqualTo(reports.get(0));
    }
}
