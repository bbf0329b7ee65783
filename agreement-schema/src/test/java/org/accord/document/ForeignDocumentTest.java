package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;

import org.accord.offer.AgreementOffer;
import org.accord.template.Template;
import org.junit.jupiter.api.Test;

/** Documents written by another WS-Agreement implementation (WSAG4J style, JSDL inside the terms). */
class ForeignDocumentTest {

    private final Documents documents = Documents.standard();

    @Test
    void readsAForeignTemplateWithJsdlTermsAndXqueryLocations() {
        Template template = documents.readTemplate(Examples.file("wsag4j-style/jsdl-template.xml")).model();

        assertThat(template.templateId()).isEqualTo("1");
        assertThat(template.terms().serviceTermNames()).containsExactly("RESOURCE_STD", "SAMPLE1_PROPERTIES");
        assertThat(template.terms().job()).isEmpty();
        assertThat(template.terms().hasFunctionTerms()).isFalse();
        assertThat(template.terms().guarantees()).singleElement()
                .satisfies(g -> assertThat(g.penalties()).containsExactly("5"));
        assertThat(template.creationConstraints().items()).singleElement()
                .satisfies(item -> assertThat(item.location()).startsWith("declare namespace wsag="));
        assertThat(template.creationConstraints().constraints()).containsExactly("CPUCount * 512 LE TotalPhysicalMemory");
    }

    @Test
    void keepsForeignElementsAndAttributesWhenWritingBack() {
        LoadedDocument<AgreementOffer> offer = documents.readOffer(Examples.file("wsag4j-style/jsdl-offer.xml"));

        String written = documents.toXml(offer);

        assertThat(written).contains("http://schemas.ggf.org/jsdl/2005/11/jsdl", "TotalCPUCount", "8.0",
                "http://example.org/wsag4j/engine", "revision=\"7\"", "FactoryId", "EndpointReference");
        assertThat(offer.model().context().initiator()).contains("CN=Carol,O=Example Grid");
        assertThat(offer.model().context().responder()).contains("https://grid.example.org/wsag4j/services/AgreementFactory");
    }

    @Test
    void acceptsUnknownElementsInEveryExtensionSlot() {
        String xml = """
                <wsag:Agreement xmlns:wsag="http://schemas.ggf.org/graap/2007/03/ws-agreement"
                                                xmlns:x="urn:example:other" wsag:AgreementId="a-17" x:note="kept">
                    <wsag:Context><x:Broker>b1</x:Broker></wsag:Context>
                    <wsag:Terms>
                        <wsag:All>
                            <wsag:ExactlyOne>
                                <wsag:ServiceDescriptionTerm wsag:Name="a" wsag:ServiceName="s"><x:Anything><x:Deep/></x:Anything></wsag:ServiceDescriptionTerm>
                                <wsag:ServiceReference wsag:Name="r" wsag:ServiceName="s"><x:Epr>http://example.org/s</x:Epr></wsag:ServiceReference>
                            </wsag:ExactlyOne>
                            <wsag:OneOrMore>
                                <wsag:ServiceProperties wsag:Name="p" wsag:ServiceName="s">
                                    <wsag:VariableSet>
                                        <wsag:Variable wsag:Name="v" wsag:Metric="urn:metric:seconds"><wsag:Location>$this//x:Deep</wsag:Location></wsag:Variable>
                                    </wsag:VariableSet>
                                </wsag:ServiceProperties>
                            </wsag:OneOrMore>
                        </wsag:All>
                    </wsag:Terms>
                </wsag:Agreement>
                """;

        LoadedDocument<?> agreement = documents.read(xml.getBytes(StandardCharsets.UTF_8), "foreign-agreement.xml");

        assertThat(agreement.kind()).isEqualTo(DocumentKind.AGREEMENT);
        assertThat(agreement.model(org.accord.agreement.Agreement.class).agreementId()).isEqualTo("a-17");
        assertThat(agreement.model(org.accord.agreement.Agreement.class).terms().serviceTermNames())
                .containsExactly("a", "r", "p");
        assertThat(documents.toXml(agreement)).contains("x:Deep", "x:note=\"kept\"", "x:Broker");
    }
}
