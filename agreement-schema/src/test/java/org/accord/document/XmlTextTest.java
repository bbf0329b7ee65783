package org.accord.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

import javax.xml.parsers.DocumentBuilderFactory;

import org.accord.agreement.Agreement;
import org.accord.offer.AgreementOffer;
import org.accord.schema.wsag.AgreementType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Element;
import org.xml.sax.helpers.AttributesImpl;

class XmlTextTest {

    private final Documents documents = Documents.standard();

    @Test
    void writesTheJaxbObjectAsTextThatReadsBackToTheSameDocument() {
        LoadedDocument<AgreementOffer> offer = documents.readOffer(Examples.file("wsag4j-style/jsdl-offer.xml"));
        XmlText text = new XmlText();

        documents.emit(DocumentKind.AGREEMENT_OFFER, offer.xml(), text);

        LoadedDocument<AgreementOffer> again = documents.readOffer(new ByteArrayInputStream(text.bytes()), "text");
        assertThat(documents.toXml(again)).isEqualTo(documents.toXml(offer));
        assertThat(text.toString()).startsWith("<wsag:AgreementOffer ")
                .contains("<wsag:Name>SAMPLE1-COMPUTE</wsag:Name><wsag:Context>");
    }

    @Test
    void writesTheSameContentUnderAnotherRootWithTheAttributeSetOnce() {
        AgreementType xml = documents.readOffer(Examples.file("wsag4j-style/jsdl-offer.xml")).xml(AgreementType.class);
        xml.setAgreementId("from-the-offer");
        XmlText text = new XmlText();
        documents.emit(DocumentKind.AGREEMENT_OFFER, xml, text);

        String agreement = text.underRoot("Agreement", "AgreementId", "a-1");

        LoadedDocument<Agreement> read = documents.readAgreement(
                new ByteArrayInputStream(agreement.getBytes(StandardCharsets.UTF_8)), "agreement");
        assertThat(read.model().agreementId()).isEqualTo("a-1");
        assertThat(agreement).startsWith("<wsag:Agreement ").endsWith("</wsag:Agreement>")
                .doesNotContain("from-the-offer");
        xml.setAgreementId("a-1");
        assertThat(documents.toXml(read)).isEqualTo(documents.toXml(DocumentKind.AGREEMENT, xml));
    }

    @Test
    void putsARootInTheDefaultNamespaceUnderAnotherRootWithTheAttributeQualifiedByItsOwnPrefix() throws Exception {
        String wsag = "http://schemas.ggf.org/graap/2007/03/ws-agreement";
        XmlText text = new XmlText();
        char[] content = "x".toCharArray();
        text.startPrefixMapping("", wsag);
        text.startElement(wsag, "AgreementOffer", "AgreementOffer", attributes("AgreementId", "from-the-offer"));
        text.startElement(wsag, "Name", "Name", attributes());
        text.characters(content, 0, content.length);
        text.endElement(wsag, "Name", "Name");
        text.endElement(wsag, "AgreementOffer", "AgreementOffer");

        String agreement = text.underRoot("Agreement", "AgreementId", "a-1");

        assertThat(text.toString()).isEqualTo("<AgreementOffer xmlns=\"" + wsag
                + "\" AgreementId=\"from-the-offer\"><Name>x</Name></AgreementOffer>");
        assertThat(agreement).isEqualTo("<Agreement xmlns=\"" + wsag + "\" xmlns:wsag=\"" + wsag
                + "\" wsag:AgreementId=\"a-1\"><Name>x</Name></Agreement>");
        DocumentBuilderFactory namespaces = DocumentBuilderFactory.newInstance();
        namespaces.setNamespaceAware(true);
        Element read = namespaces.newDocumentBuilder()
                .parse(new ByteArrayInputStream(agreement.getBytes(StandardCharsets.UTF_8))).getDocumentElement();
        assertThat(read.getNamespaceURI()).isEqualTo(wsag);
        assertThat(read.getAttributeNS(wsag, "AgreementId")).isEqualTo("a-1");
    }

    @Test
    void escapesMarkupInTextAndQuotesAndLineBreaksInAttributes() throws Exception {
        XmlText text = new XmlText();
        char[] content = "a < b && c > d\r".toCharArray();

        text.startElement("", "r", "r", attributes("v", "say \"hi\"\n<&>\t"));
        text.characters(content, 0, content.length);
        text.endElement("", "r", "r");

        assertThat(text.toString())
                .isEqualTo("<r v=\"say &quot;hi&quot;&#xa;&lt;&amp;>&#x9;\">a &lt; b &amp;&amp; c > d&#xd;</r>");
        assertReadsBack(text, "say \"hi\"\n<&>\t", "a < b && c > d\r");
    }

    @Test
    void escapesAtTheStartAndEndOfAValueAndCopiesValuesWithNothingToEscapeWhole() throws Exception {
        XmlText text = new XmlText();
        char[] content = "<1.5>".toCharArray();

        text.startElement("", "r", "r", attributes("a", "plain-0.9:/x", "b", "&start", "c", "end<", "d", ""));
        text.characters(content, 0, content.length);
        text.endElement("", "r", "r");

        assertThat(text.toString())
                .isEqualTo("<r a=\"plain-0.9:/x\" b=\"&amp;start\" c=\"end&lt;\" d=\"\">&lt;1.5></r>");
    }

    @ParameterizedTest
    @ValueSource(strings = {"plain ascii", "caf\u00e9 and \uD83D\uDE00", "\u00ff"})
    void digestsTheSameBytesItGivesWhateverTheTextAndItsLength(String content) throws Exception {
        for (int repeat : new int[] {1, 511, 512, 2000}) {
            XmlText text = new XmlText();
            char[] chars = content.repeat(repeat).toCharArray();
            text.startElement("", "r", "r", attributes("v", content));
            text.characters(chars, 0, chars.length);
            text.endElement("", "r", "r");
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update("left over from another use".getBytes(StandardCharsets.UTF_8));

            byte[] digested = text.digest(digest);

            assertThat(digested).as("%s x %d", content, repeat)
                    .isEqualTo(MessageDigest.getInstance("SHA-256").digest(text.bytes()));
            assertThat(text.digest(digest)).isEqualTo(digested);
        }
    }

    @Test
    void refusesToGiveTextBeforeAWholeDocumentIsWritten() throws Exception {
        XmlText text = new XmlText();
        text.startElement("", "r", "r", attributes());

        assertThatThrownBy(text::bytes).isInstanceOf(IllegalStateException.class).hasMessageContaining("no whole document");
    }

    /** A parser reads the text's one element back with {@code value} as its first attribute and {@code content}. */
    private static void assertReadsBack(XmlText text, String value, String content) throws Exception {
        Element read = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(text.bytes())).getDocumentElement();

        assertThat(read.getAttributes().item(0).getNodeValue()).isEqualTo(value);
        assertThat(read.getTextContent()).isEqualTo(content);
    }

    private static AttributesImpl attributes(String... nameValues) {
        AttributesImpl attributes = new AttributesImpl();
        for (int i = 0; i < nameValues.length; i += 2) {
            attributes.addAttribute("", nameValues[i], nameValues[i], "CDATA", nameValues[i + 1]);
        }
        return attributes;
    }
}
