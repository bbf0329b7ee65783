package org.accord.validation.constraintcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;

import org.accord.document.LocatedDocument;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

class ItemLocationTest {

    private static final String OFFER = "<o xmlns:a='urn:a' xmlns:b='urn:b'><a:n>1</a:n><b:n>2</b:n></o>";

    @Test
    void compilesALocationOnceForTheSamePrefixes() {
        ItemLocation first = ItemLocation.compile("//p:n", scope("urn:a"));
        ItemLocation again = ItemLocation.compile("//p:n", scope("urn:a"));

        assertThat(again).isSameAs(first);
        assertThat(again.select(document(OFFER)).values()).containsExactly("1");
    }

    @Test
    void keepsTheSameTextUnderAnotherPrefixBindingApart() {
        ItemLocation inA = ItemLocation.compile("//p:n", scope("urn:a"));
        ItemLocation inB = ItemLocation.compile("//p:n", scope("urn:b"));

        assertThat(inB).isNotSameAs(inA);
        assertThat(inA.select(document(OFFER)).values()).containsExactly("1");
        assertThat(inB.select(document(OFFER)).values()).containsExactly("2");
    }

    private static Element scope(String namespace) {
        return document("<t xmlns:p='" + namespace + "'><Location/></t>").getDocumentElement();
    }

    private static Document document(String xml) {
        return LocatedDocument.parse(xml.getBytes(StandardCharsets.UTF_8), "test").dom();
    }
}
