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
}
