package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.accord.schema.wsag.AgreementType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one validating pass ({@link Documents#readValidOffer}): what the positioned reading binds, or nothing. */
class ValidatingReaderTest {

    private final Documents documents = Documents.standard();

    @ParameterizedTest
    @ValueSource(strings = {"offers/valid/librasla-job-offer.xml", "offers/valid/hpc-job-offer.xml",
            "offers/valid/librasla-job-jsdl-offer.xml"})
    void bindsAValidOfferAsThePositionedReadingDoes(String offer) throws IOException {
        byte[] xml = Files.readAllBytes(Examples.file(offer));

        AgreementType read = documents.readValidOffer(xml).orElseThrow();

        AgreementType positioned = documents.readOffer(Examples.file(offer)).xml(AgreementType.class);
        assertThat(documents.toXml(DocumentKind.AGREEMENT_OFFER, read))
                .isEqualTo(documents.toXml(DocumentKind.AGREEMENT_OFFER, positioned));
    }

    @ParameterizedTest
    @ValueSource(strings = {"offers/invalid/schema-invalid.xml", "offers/invalid/malformed.xml",
            "offers/invalid/doctype-xxe.xml", "offers/invalid/wrong-namespace.xml", "templates/hpc-job.xml"})
    void givesNothingForWhatIsNotASchemaValidOffer(String document) throws IOException {
        assertThat(documents.readValidOffer(Files.readAllBytes(Examples.file(document)))).isEmpty();
    }

    @Test
    void keepsAVariableWithoutItsDefaultedTypeAsTheTextHasIt() throws IOException {
        Path offer = Examples.file("offers/valid/hpc-job-offer.xml");
        String text = Files.readString(offer);

        String written = documents.toXml(DocumentKind.AGREEMENT_OFFER, documents.readValidOffer(
                text.getBytes(java.nio.charset.StandardCharsets.UTF_8)).orElseThrow());

        assertThat(written.contains("type=\"real\"")).isEqualTo(text.contains("type=\"real\""));
    }

    @Test
    void readsAValidOfferDeclaredInAnotherEncodingWithTheJdksParser() throws IOException {
        String text = Files.readString(Examples.file("offers/valid/hpc-job-offer.xml"))
                .replaceFirst("encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"");
        byte[] xml = text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);

        assertThat(StreamedXml.suits(xml)).isFalse();
        assertThat(documents.readValidOffer(xml)).isPresent();
    }

    @Test
    void givesNothingForAnOfferWithAnEntityItDoesNotDeclare() throws IOException {
        String text = Files.readString(Examples.file("offers/valid/hpc-job-offer.xml"));
        String withEntity = text.replaceFirst("(<wsag:Name>)", "$1&secret;");

        assertThat(withEntity).contains("<wsag:Name>&secret;");
        assertThat(documents.readValidOffer(withEntity.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isEmpty();
    }

    @Test
    void givesNothingForANameLongerThanTheJdksParserTakes() throws IOException {
        String text = Files.readString(Examples.file("offers/valid/hpc-job-offer.xml"));
        String name = "x".repeat(StreamedXml.MAX_NAME_LENGTH + 1);
        String withLongName = text.replaceFirst("(<wsag:AgreementOffer\\b)", "$1 xmlns:" + name + "=\"urn:long\"");

        assertThat(withLongName).contains(name);
        assertThat(documents.readValidOffer(withLongName.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isEmpty();
    }

    @Test
    void givesNothingForElementsNestedDeeperThanTheLimit() {
        String deep = "<wsag:AgreementOffer xmlns:wsag=\"" + Namespaces.WSAG + "\">" + "<a>".repeat(SecureXml.MAX_DEPTH)
                + "</a>".repeat(SecureXml.MAX_DEPTH) + "</wsag:AgreementOffer>";

        assertThat(documents.readValidOffer(deep.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"<a/>", "<?xml version=\"1.0\"?><a/>", "<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>",
            "\uFEFF<a/>", "<?xml version='1.0' encoding = 'UTF-8' standalone='yes'?><a/>"})
    void streamsUtf8Texts(String text) {
        assertThat(StreamedXml.suits(text.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " <a/>", "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>",
            "<?xml version=\"1.0\" encoding=\"UTF-8x\"?><a/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>"})
    void leavesOtherTextsToTheJdksParser(String text) {
        assertThat(StreamedXml.suits(text.getBytes(java.nio.charset.StandardCharsets.UTF_8))).isFalse();
    }
}
