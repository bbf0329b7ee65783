package org.accord.validation.constraintcheck;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.accord.document.Namespaces;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * A creation-constraint item's Location, compiled as XPath 1.0. Prefixes resolve as they are declared
 * where the Location is written in the template, plus the conventional {@code wsag}, {@code wsag-neg} and
 * {@code accord}. Locations written for XQuery-based implementations also work: a prolog of
 * {@code declare namespace p = "uri";} declarations adds prefixes, and {@code $this} is the offer
 * document.
 *
 * <p>Compiled locations are kept (at most 256; then the cache starts again) by their text and
 * the prefixes in scope, so a template's locations are compiled once, not once per offer. An
 * {@link XPathExpression} is not thread-safe: evaluations of one location take turns. The usual simple
 * paths skip the XPath engine ({@link ElementPath}).
 */
final class ItemLocation {

    private static final int CAPACITY = 256;
    private static final Map<Key, ItemLocation> COMPILED = new ConcurrentHashMap<>();

    private static final Pattern DECLARATION =
            Pattern.compile("declare\\s+namespace\\s+([\\w.-]+)\\s*=\\s*[\"']([^\"']*)[\"']\\s*;");
    private static final QName THIS = new QName("this");

    /** A location as written and the prefixes in scope where it is written. */
    private record Key(String location, Map<String, String> prefixes) {
    }

    /** What a location selects in an offer: the values in document order and the first node selected. */
    record Selection(List<String> values, Optional<Node> firstNode) {
    }

    private final XPathExpression expression;
    private final Optional<ElementPath> elementPath;

    private ItemLocation(XPathExpression expression, Optional<ElementPath> elementPath) {
        this.expression = expression;
        this.elementPath = elementPath;
    }

    /**
     * @param scope the template element the location is written in (for its namespace declarations)
     * @throws IllegalArgumentException when the location is not a valid XPath expression
     */
    static ItemLocation compile(String location, Element scope) {
        Key key = new Key(location, Map.copyOf(declaredAt(scope)));
        ItemLocation cached = COMPILED.get(key);
        if (cached != null) {
            return cached;
        }
        ItemLocation compiled = compile(key);
        if (COMPILED.size() >= CAPACITY) {
            COMPILED.clear();
        }
        COMPILED.putIfAbsent(key, compiled);
        return compiled;
    }

    private static ItemLocation compile(Key key) {
        String location = key.location();
        Map<String, String> prefixes = new HashMap<>(key.prefixes());
        Matcher prolog = DECLARATION.matcher(location);
        while (prolog.find()) {
            prefixes.put(prolog.group(1), prolog.group(2));
        }
        String path = DECLARATION.matcher(location).replaceAll("").trim();
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setNamespaceContext(new Prefixes(prefixes));
        xpath.setXPathVariableResolver(name -> THIS.equals(name) ? OfferVariable.CURRENT.get() : null);
        try {
            return new ItemLocation(xpath.compile(path), ElementPath.of(path, prefixes));
        } catch (XPathExpressionException e) {
            throw new IllegalArgumentException("location is not a valid XPath expression: " + path);
        }
    }

    /** The location as an {@link ElementPath}, when it is one of the forms that walks. */
    Optional<ElementPath> elementPath() {
        return elementPath;
    }

    /** Evaluates the location on an offer document. */
    Selection select(Document offer) {
        if (elementPath.isPresent()) {
            return selection(elementPath.get().select(offer));
        }
        try {
            NodeList nodes = (NodeList) evaluate(offer, XPathConstants.NODESET);
            List<Node> selected = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                selected.add(nodes.item(i));
            }
            return selection(selected);
        } catch (XPathExpressionException notNodes) {
            return scalar(offer);
        }
    }

    private static Selection selection(List<Node> nodes) {
        List<String> values = nodes.stream().map(node -> node.getTextContent().trim()).toList();
        return new Selection(values, nodes.stream().findFirst());
    }

    private Selection scalar(Document offer) {
        try {
            String value = (String) evaluate(offer, XPathConstants.STRING);
            return new Selection(value.isEmpty() ? List.of() : List.of(value.trim()), Optional.empty());
        } catch (XPathExpressionException e) {
            throw new IllegalArgumentException("location cannot be evaluated: " + e.getMessage());
        }
    }

    private Object evaluate(Document offer, QName type) throws XPathExpressionException {
        synchronized (this) {
            OfferVariable.CURRENT.set(offer);
            try {
                return expression.evaluate(offer, type);
            } finally {
                OfferVariable.CURRENT.remove();
            }
        }
    }

    private static Map<String, String> declaredAt(Element scope) {
        Map<String, String> prefixes = new HashMap<>(Map.of("wsag", Namespaces.WSAG, "wsag-neg", Namespaces.NEGOTIATION,
                "accord", Namespaces.ACCORD));
        List<Element> chain = new ArrayList<>();
        for (Node node = scope; node instanceof Element element; node = node.getParentNode()) {
            chain.add(0, element);
        }
        for (Element element : chain) {
            NamedNodeMap attributes = element.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                Attr attribute = (Attr) attributes.item(i);
                if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI()) && attribute.getPrefix() != null) {
                    prefixes.put(attribute.getLocalName(), attribute.getValue());
                }
            }
        }
        return prefixes;
    }

    /** Binds {@code $this} to the offer being evaluated. */
    private static final class OfferVariable {
        private static final ThreadLocal<Document> CURRENT = new ThreadLocal<>();
    }

    private record Prefixes(Map<String, String> byPrefix) implements NamespaceContext {

        @Override
        public String getNamespaceURI(String prefix) {
            return byPrefix.getOrDefault(prefix, XMLConstants.NULL_NS_URI);
        }

        @Override
        public String getPrefix(String namespaceUri) {
            return byPrefix.entrySet().stream().filter(e -> e.getValue().equals(namespaceUri)).map(Map.Entry::getKey)
                    .findFirst().orElse(null);
        }

        @Override
        public Iterator<String> getPrefixes(String namespaceUri) {
            return byPrefix.entrySet().stream().filter(e -> e.getValue().equals(namespaceUri)).map(Map.Entry::getKey)
                    .iterator();
        }
    }
}
