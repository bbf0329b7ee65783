package org.accord.document;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.accord.constraint.Facet;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Reads the XML Schema facets inside a {@code wsag:ItemConstraint}: bare facet elements
 * ({@code xs:minInclusive value="1"}) or facets wrapped in {@code xs:restriction} / {@code xs:simpleType}.
 * All {@code xs:enumeration} values of one item form a single enumeration facet. Unsupported facets
 * (length, totalDigits...) are refused so that no constraint is silently ignored.
 */
final class FacetReader {

    private FacetReader() {
    }

    /** @throws IllegalArgumentException naming the item for an unsupported facet or a non-numeric bound */
    static List<Facet> read(String itemName, List<Element> elements) {
        List<Facet> facets = new ArrayList<>();
        List<String> enumeration = new ArrayList<>();
        for (Element element : elements) {
            collect(itemName, element, facets, enumeration);
        }
        if (!enumeration.isEmpty()) {
            facets.add(new Facet.Enumeration(List.copyOf(enumeration)));
        }
        return List.copyOf(facets);
    }

    private static void collect(String item, Element element, List<Facet> facets, List<String> enumeration) {
        if (!Namespaces.XML_SCHEMA.equals(element.getNamespaceURI())) {
            throw new IllegalArgumentException("item '" + item + "': ItemConstraint may hold only XML Schema facets, found "
                    + element.getTagName());
        }
        String value = element.getAttribute("value");
        switch (element.getLocalName()) {
            case "restriction", "simpleType" -> children(item, element, facets, enumeration);
            case "minInclusive" -> facets.add(new Facet.MinInclusive(number(item, element, value)));
            case "maxInclusive" -> facets.add(new Facet.MaxInclusive(number(item, element, value)));
            case "minExclusive" -> facets.add(new Facet.MinExclusive(number(item, element, value)));
            case "maxExclusive" -> facets.add(new Facet.MaxExclusive(number(item, element, value)));
            case "enumeration" -> enumeration.add(value);
            case "pattern" -> facets.add(new Facet.Pattern(value));
            default -> throw new IllegalArgumentException("item '" + item + "': unsupported facet xs:"
                    + element.getLocalName() + " (supported: minInclusive, maxInclusive, minExclusive, maxExclusive,"
                    + " enumeration, pattern)");
        }
    }

    private static void children(String item, Element parent, List<Facet> facets, List<String> enumeration) {
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && !"annotation".equals(element.getLocalName())) {
                collect(item, element, facets, enumeration);
            }
        }
    }

    private static BigDecimal number(String item, Element facet, String value) {
        try {
            return new BigDecimal(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("item '" + item + "': xs:" + facet.getLocalName()
                    + " needs a number, found '" + value + "'");
        }
    }
}
