package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.accord.template.Template;
import org.accord.validation.DocumentValidator;
import org.accord.validation.ValidationReport;

/**
 * Documents other implementations wrote (examples/foreign, provenance in its README): they are read and
 * validated as they are, and an offer made from the OPTIMIS template is checked against its creation
 * constraint, an XQuery-style Location with an {@code xs:sequence/xs:element/xs:simpleType/xs:restriction}.
 */
class RealForeignDocumentTest {

    private final Documents documents = Documents.standard();

    @Test
    void readsTheOptimisTemplateWsag4jServedAsItIs() {
        Template template = documents.readTemplate(Examples.file("foreign/optimis-service-instantiation.xml")).model();

        assertThat(template.templateId()).isEqualTo("1");
        assertThat(template.name()).contains("OPTIMIS-SERVICE-INSTANTIATION");
        assertThat(template.terms().serviceTermNames()).containsExactly("OPTIMIS_SERVICE_SDT", "OPTIMIS_SERVICE_PRICE_SDT");
        assertThat(template.terms().guarantees()).extracting(g -> g.name()).containsExactly("OPTIMIS_SERVICE_AVAILABILITY");
        assertThat(template.creationConstraints().items()).singleElement().satisfies(item -> {
            assertThat(item.itemName()).isEqualTo("PRICE_SDT_ServicePrice_Amount");
            assertThat(item.location()).startsWith("declare namespace ws=").endsWith("/*[local-name()='Amount']");
            assertThat(item.facets()).hasSize(2);
        });
    }

    @Test
    void readsTheQosBrokerFiwareTemplate() {
        Template template = documents.readTemplate(Examples.file("foreign/qosbroker-fiware-template.xml")).model();

        assertThat(template.templateId()).isEqualTo("1");
        assertThat(template.terms().serviceTermNames()).containsExactly("ENTITY");
        assertThat(template.creationConstraints().items()).isEmpty();
    }

    @Test
    void checksAnOfferMadeFromTheOptimisTemplateAgainstItsSequenceConstraint() {
        LoadedDocument<Template> template = documents.readTemplate(Examples.file("foreign/optimis-service-instantiation.xml"));
        String offer = offerFrom(Examples.text(Examples.file("foreign/optimis-service-instantiation.xml")));

        ValidationReport asOffered = DocumentValidator.standard().validate(offer.getBytes(StandardCharsets.UTF_8),
                "optimis-offer.xml", Optional.of(template));
        ValidationReport dearer = DocumentValidator.standard().validate(offer.replace(
                "<service-price:Amount>10.0</service-price:Amount>", "<service-price:Amount>12.5</service-price:Amount>")
                .getBytes(StandardCharsets.UTF_8), "optimis-offer-12.5.xml", Optional.of(template));

        assertThat(asOffered.problems()).isEmpty();
        assertThat(dearer.problems()).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("PRICE_SDT_ServicePrice_Amount", "12.5", "10.0"));
    }

    @Test
    void acceptsGfd107sCustomBusinessValueAndContentAfterAnItemConstraint() {
        String text = Examples.text(Examples.file("foreign/optimis-service-instantiation.xml"))
                .replace("<ws:BusinessValueList />", "<ws:BusinessValueList><ws:CustomBusinessValue>"
                        + "<x:Discount xmlns:x=\"urn:example\">5</x:Discount></ws:CustomBusinessValue></ws:BusinessValueList>")
                .replace("</ws:ItemConstraint>", "</ws:ItemConstraint><x:Note xmlns:x=\"urn:example\"/>");

        LoadedDocument<Template> template = documents.readTemplate(
                new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "custom-business-value.xml");

        assertThat(documents.toXml(template)).contains("CustomBusinessValue", "Discount", "Note");
    }

    @Test
    void rejectsTheAtosDialectNamingTheNamespaceItExpects() {
        assertThatThrownBy(() -> documents.read(Examples.file("offers/invalid/atos-dialect-template.xml")))
                .isInstanceOf(DocumentException.class)
                .hasMessageContaining("http://www.ggf.org/namespaces/ws-agreement")
                .hasMessageContaining(Namespaces.WSAG);
    }

    /** What WSAG4J's client does: the template's root renamed to an AgreementOffer, its constraints dropped. */
    static String offerFrom(String template) {
        return template.replaceFirst("<ws:Template ws:TemplateId=\"1\"", "<ws:AgreementOffer")
                .replaceFirst("(?s)\\s*<ws:CreationConstraints>.*</ws:CreationConstraints>", "")
                .replace("</ws:Template>", "</ws:AgreementOffer>");
    }
}
