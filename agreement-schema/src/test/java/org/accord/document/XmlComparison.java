package org.accord.document;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.xml.XMLConstants;

import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Compares two XML trees by what they mean: element and attribute names by namespace and local name
 * (prefixes and namespace declarations do not matter), non-blank text trimmed, numbers by value
 * ("3600" equals "3600.0"). Comments and indentation are ignored. Returns the first difference.
 */
final class XmlComparison {

    private XmlComparison() {
    }

    static List<String> differences(Element expected, Element actual) {
        List<String> differences = new ArrayList<>();
        compare(expected, actual, "/" + expected.getLocalName(), differences);
        return differences;
    }

    private static void compare(Element expected, Element actual, String path, List<String> differences) {
        if (!same(expected.getNamespaceURI(), actual.getNamespaceURI())
                || !expected.getLocalName().equals(actual.getLocalName())) {
            differences.add(path + ": element " + actual.getTagName() + " instead of " + expected.getTagName());
            return;
        }
        Map<String, String> expectedAttributes = attributes(expected);
        Map<String, String> actualAttributes = attributes(actual);
        if (!equalValues(expectedAttributes, actualAttributes)) {
            differences.add(path + ": attributes " + actualAttributes + " instead of " + expectedAttributes);
        }
        List<Node> expectedChildren = children(expected);
        List<Node> actualChildren = children(actual);
        if (expectedChildren.size() != actualChildren.size()) {
            differences.add(path + ": " + actualChildren.size() + " children instead of " + expectedChildren.size());
            return;
        }
        for (int i = 0; i < expectedChildren.size(); i++) {
            Node e = expectedChildren.get(i);
            Node a = actualChildren.get(i);
            if (e instanceof Element ee && a instanceof Element ae) {
                compare(ee, ae, path + "/" + ee.getLocalName(), differences);
            } else if (!(e instanceof Element) && !(a instanceof Element)) {
                if (!sameValue(e.getTextContent().trim(), a.getTextContent().trim())) {
                    differences.add(path + ": text '" + a.getTextContent().trim() + "' instead of '" + e.getTextContent().trim() + "'");
                }
            } else {
                differences.add(path + ": child " + i + " differs in kind");
            }
        }
    }

    private static Map<String, String> attributes(Element element) {
        Map<String, String> attributes = new TreeMap<>();
        NamedNodeMap all = element.getAttributes();
        for (int i = 0; i < all.getLength(); i++) {
            Attr attribute = (Attr) all.item(i);
            if (!XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI())) {
                String namespace = attribute.getNamespaceURI() == null ? "" : attribute.getNamespaceURI();
                String local = attribute.getLocalName() == null ? attribute.getName() : attribute.getLocalName();
                attributes.put("{" + namespace + "}" + local, attribute.getValue());
            }
        }
        return attributes;
    }

    private static boolean equalValues(Map<String, String> expected, Map<String, String> actual) {
        return expected.keySet().equals(actual.keySet())
                && expected.keySet().stream().allMatch(k -> sameValue(expected.get(k), actual.get(k)));
    }

    private static List<Node> children(Element element) {
        List<Node> children = new ArrayList<>();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            boolean text = child.getNodeType() == Node.TEXT_NODE || child.getNodeType() == Node.CDATA_SECTION_NODE;
            if (child instanceof Element || (text && !child.getTextContent().isBlank())) {
                children.add(child);
            }
        }
        return children;
    }

    private static boolean sameValue(String expected, String actual) {
        if (expected.equals(actual)) {
            return true;
        }
        try {
            return Double.parseDouble(expected) == Double.parseDouble(actual);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean same(String a, String b) {
        return (a == null ? "" : a).equals(b == null ? "" : b);
    }
}
