package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.accord.agreement.Agreement;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Unmarshal, marshal, unmarshal again: every readable example comes back unchanged. */
class RoundTripTest {

    private final Documents documents = Documents.standard();

    static Stream<Path> readableExamples() {
        return Examples.allXml().stream().filter(RoundTripTest::readable);
    }

    @Test
    void everyTemplateValidOfferAndForeignDocumentIsReadable() {
        assertThat(readableExamples().map(p -> Examples.dir().relativize(p).toString()))
                .contains("templates/hpc-job.xml", "templates/librasla-job.xml", "offers/valid/hpc-job-offer.xml",
                        "offers/valid/librasla-job-offer.xml", "wsag4j-style/jsdl-template.xml", "wsag4j-style/jsdl-offer.xml",
                        "offers/invalid/hpc-job-cyclic-terms.xml");
    }

    @ParameterizedTest
    @MethodSource("readableExamples")
    void writingAndReadingBackPreservesTheDocument(Path file) {
        LoadedDocument<?> original = documents.read(file);

        String written = documents.toXml(original);
        LoadedDocument<?> reread = documents.read(written.getBytes(StandardCharsets.UTF_8), "written " + file);

        assertThat(reread.kind()).isEqualTo(original.kind());
        assertThat(reread.model()).isEqualTo(original.model());
        assertThat(XmlComparison.differences(original.source().root(), reread.source().root())).isEmpty();
        assertThat(documents.toXml(reread)).isEqualTo(written);
    }

    @ParameterizedTest
    @MethodSource("accordExamples")
    void theDomainModelAloneWritesADocumentWithTheSameModel(Path file) {
        Object model = documents.read(file).model();

        String written = toXml(model);

        assertThat(documents.read(written.getBytes(StandardCharsets.UTF_8), "from-model.xml").model()).isEqualTo(model);
    }

    static List<Path> accordExamples() {
        return List.of(Examples.file("templates/hpc-job.xml"), Examples.file("templates/librasla-job.xml"),
                Examples.file("offers/valid/hpc-job-offer.xml"), Examples.file("offers/valid/librasla-job-offer.xml"),
                Examples.file("negotiation/hpc-job-negotiation-offer.xml"));
    }

    private String toXml(Object model) {
        if (model instanceof Template template) {
            return documents.toXml(template);
        } else if (model instanceof AgreementOffer offer) {
            return documents.toXml(offer);
        } else if (model instanceof Agreement agreement) {
            return documents.toXml(agreement);
        }
        return documents.toXml((NegotiationOffer) model);
    }

    private static boolean readable(Path file) {
        try {
            Documents.standard().read(file);
            return true;
        } catch (DocumentException e) {
            return false;
        }
    }
}
