package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.NodeList;

import org.accord.agreement.Agreement;
import org.accord.negotiation.NegotiationOffer;
import org.accord.offer.AgreementOffer;
import org.accord.template.Template;

/**
 * GFD.107 and GFD.193 declare their attributes qualified ({@code wsag:Name}): Accord writes them so, and
 * still reads documents Accord 0.1 wrote with unqualified ones (files, and agreements in an old store).
 */
class SpecAttributeFormTest {

    private final Documents documents = Documents.standard();

    @Test
    void everyKindOfDocumentAccordWritesHasOnlyQualifiedSpecAttributesAndValidatesWithoutTheReadSideConversion() {
        Template template = documents.readTemplate(Examples.file("templates/hpc-job.xml")).model();
        AgreementOffer offer = documents.readOffer(Examples.file("offers/valid/hpc-job-offer.xml")).model();
        NegotiationOffer negotiationOffer = documents.readNegotiationOffer(
                Examples.file("negotiation/hpc-job-negotiation-offer.xml")).model();
        Agreement agreement = documents.readAgreement(resource("agreement-from-store.xml"), "store").model();

        for (String written : List.of(documents.toXml(template), documents.toXml(offer),
                documents.toXml(negotiationOffer), documents.toXml(agreement))) {
            assertThat(unqualifiedSpecAttributes(written)).as(written).isEmpty();
            assertThat(written).contains("wsag:Name=\"");
            assertValidWithoutConversion(written);
        }
        assertThat(documents.toXml(agreement)).contains("wsag:AgreementId=\"01a21248-afed-7c9b-a802-a2b3bf5d563c\"");
        assertThat(documents.toXml(template)).contains("wsag:TemplateId=\"hpc-job\"", "wsag:ServiceName=\"hpc-compute\"",
                "wsag:Obligated=\"ServiceProvider\"");
        assertThat(documents.toXml(negotiationOffer)).contains("wsag-neg:OfferId=\"");
    }

    @Test
    void theExampleFilesAreWrittenInTheSpecificationsForm() {
        for (var file : Examples.allXml()) {
            String text = Examples.text(file);
            if (text.contains(Namespaces.WSAG) && !file.toString().contains("invalid")) {
                assertThat(unqualifiedSpecAttributes(text)).as(file.toString()).isEmpty();
            }
        }
    }

    @Test
    void readsDocumentsAccord01WroteAsTheSameDocumentsInTheSpecificationsForm() {
        assertThat(documents.readOffer(resource("hpc-job-offer.xml"), "0.1").model())
                .isEqualTo(documents.readOffer(Examples.file("offers/valid/hpc-job-offer.xml")).model());
        Template old = documents.readTemplate(resource("hpc-job-template.xml"), "0.1").model();
        Template current = documents.readTemplate(Examples.file("templates/hpc-job.xml")).model();
        // the same template, but for the one Location that selects a spec attribute (@ServiceName became @wsag:ServiceName)
        assertThat(old).usingRecursiveComparison().ignoringFields("creationConstraints").isEqualTo(current);
        assertThat(old.creationConstraints().items()).hasSameSizeAs(current.creationConstraints().items());
        assertThat(documents.readNegotiationOffer(resource("hpc-job-negotiation-offer.xml"), "0.1").model())
                .isEqualTo(documents.readNegotiationOffer(Examples.file("negotiation/hpc-job-negotiation-offer.xml")).model());
    }

    @Test
    void readsAnAgreementAnAccord01StoreHoldsAndWritesItBackQualified() {
        LoadedDocument<Agreement> stored = documents.readAgreement(resource("agreement-from-store.xml"), "store");

        assertThat(stored.model().agreementId()).isEqualTo("01a21248-afed-7c9b-a802-a2b3bf5d563c");
        assertThat(stored.model().terms().guarantees()).extracting(g -> g.name()).containsExactly("completion");
        String rewritten = documents.toXml(stored);
        assertThat(unqualifiedSpecAttributes(rewritten)).isEmpty();
        assertThat(documents.readAgreement(new ByteArrayInputStream(rewritten.getBytes(StandardCharsets.UTF_8)),
                "rewritten").model()).isEqualTo(stored.model());
    }

    @Test
    void theUnqualifiedFormIsRejectedWhereTheConversionDoesNotApply() {
        String text = Examples.text(Examples.file("offers/valid/hpc-job-offer.xml"))
                .replace("wsag:Name=\"job\"", "Name=\"job\" wsag:Name=\"job\"");

        assertThat(new AccordSchemas().validate(text.getBytes(StandardCharsets.UTF_8), "both.xml"))
                .singleElement().satisfies(p -> assertThat(p.message()).contains("Name"));
    }

    private static void assertValidWithoutConversion(String xml) {
        try {
            new AccordSchemas().schema().newValidator()
                    .validate(new StreamSource(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))));
        } catch (Exception e) {
            throw new AssertionError("not valid in the specifications' form: " + e.getMessage() + "\n" + xml, e);
        }
    }

    /** Unqualified attributes named as the specifications' attributes, on elements of their namespaces. */
    static List<String> unqualifiedSpecAttributes(String xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            NodeList elements = factory.newDocumentBuilder()
                    .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))).getElementsByTagNameNS("*", "*");
            List<String> found = new ArrayList<>();
            for (int i = 0; i < elements.getLength(); i++) {
                Element element = (Element) elements.item(i);
                if (!SpecAttributeForm.isSpecNamespace(element.getNamespaceURI())) {
                    continue;
                }
                NamedNodeMap attributes = element.getAttributes();
                for (int j = 0; j < attributes.getLength(); j++) {
                    Attr attribute = (Attr) attributes.item(j);
                    if (attribute.getNamespaceURI() == null
                            && SpecAttributeForm.SPEC_ATTRIBUTES.contains(attribute.getLocalName())) {
                        found.add(element.getLocalName() + "/@" + attribute.getLocalName());
                    }
                }
            }
            return found;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static InputStream resource(String name) {
        InputStream in = SpecAttributeFormTest.class.getResourceAsStream("/accord-0.1/" + name);
        if (in == null) {
            throw new UncheckedIOException(new IOException("test resource missing: /accord-0.1/" + name));
        }
        return in;
    }
}
