package org.accord.validation.constraintcheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import javax.xml.namespace.NamespaceContext;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.accord.document.LocatedDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

class ElementPathTest {

    private static final Map<String, String> PREFIXES = Map.of("a", "urn:a", "b", "urn:b");
    private static final Document DOCUMENT = LocatedDocument.parse(("<a:r xmlns:a='urn:a' xmlns:b='urn:b' n='0'>"
            + "<a:x n='1' m='one'><a:y>1</a:y><b:y n='9'>no</b:y><a:x n='2' m='two'><a:y n='1'>2</a:y></a:x></a:x>"
            + "<b:x n='1'><a:y>3</a:y></b:x><a:y>4</a:y><a:x n='' b:n='5'/><x n='1'><a:y>5</a:y></x>"
            + "</a:r>").getBytes(StandardCharsets.UTF_8), "test").dom();

    @ParameterizedTest
    @ValueSource(strings = {"//a:x/a:y", "//a:y", "/a:r/a:x/a:y", "/a:r/a:y", "/a:x/a:y", "//b:x/a:y", "/a:r",
            "//a:r/a:x/a:x/a:y", "//b:y", "//a:z", "//a:x/@n", "/a:r/@n", "//a:x/@b", "//a:r/a:x[@n='1']",
            "//a:x[@n=\"2\"]/@m", "//a:x[@n='']", "//a:y[@n = '1']", "//*/a:y", "/a:r/*/a:y", "/*", "//*[@n='1']",
            "//a:x/a:y | //b:x/a:y", "//a:x/@n | //a:y", "//a:y | //a:x/@m | //a:x/a:x", "//a:y | //a:y", "//a:z/@n",
            "//a:x/@b:n", "//*[@b:n='5']", "//a:x[@b:n='5']"})
    void selectsWhatXpathSelects(String path) throws XPathExpressionException {
        List<Node> walked = ElementPath.of(path, PREFIXES).orElseThrow().select(DOCUMENT);

        assertThat(walked).containsExactlyElementsOf(xpath(path));
    }

    @ParameterizedTest
    @ValueSource(strings = {"//a:x[1]/a:y", "//y", "//c:y", "count(//a:y)", "$this//a:y", "//a:x//a:y", "a:x/a:y",
            "//a:x/@n | //a:y/@m", "//a:x[@n='1']/a:y", "//a:x/@c:n", "//a:x[@c:n='5']", "//a:x/@*", "//a:x/@n/a:y", "//a:y |",
            "//a:x[@n='a|b']", "//a:x[@n=1]"})
    void leavesEverythingElseToXpath(String path) {
        assertThat(ElementPath.of(path, PREFIXES)).isEmpty();
    }

    @Test
    void readsTheNestedValuesInDocumentOrder() {
        List<String> values = ElementPath.of("//a:x/a:y", PREFIXES).orElseThrow().select(DOCUMENT).stream()
                .map(Node::getTextContent).toList();

        assertThat(values).containsExactly("1", "2");
    }

    private static List<Node> xpath(String path) throws XPathExpressionException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setNamespaceContext(new NamespaceContext() {
            @Override
            public String getNamespaceURI(String prefix) {
                return PREFIXES.get(prefix);
            }

            @Override
            public String getPrefix(String namespaceUri) {
                return null;
            }

            @Override
            public Iterator<String> getPrefixes(String namespaceUri) {
                return List.<String>of().iterator();
            }
        });
        NodeList nodes = (NodeList) xpath.evaluate(path, DOCUMENT, XPathConstants.NODESET);
        List<Node> result = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            result.add(nodes.item(i));
        }
        return result;
    }
}
