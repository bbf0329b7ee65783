package org.accord.document;

import java.util.Set;

import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;
import org.xml.sax.helpers.XMLFilterImpl;

/**
 * Reads documents written in Accord 0.1's attribute form as GFD.107 / GFD.193 write them.
 *
 * <p>The specifications' schemas declare {@code attributeFormDefault="qualified"}: their own attributes are
 * written {@code wsag:Name}, {@code wsag:ServiceName}, {@code wsag-neg:OfferId}, ... Accord 0.1 wrote them
 * unqualified ({@code Name="..."}), and its agreement store holds such documents. This filter sits between
 * the parser and every consumer of a document's events (the schema validator, the tree builder, the
 * streamed checks): on an element of either namespace it renames each unqualified attribute the
 * specifications declare into the element's namespace, unless the element already carries the qualified
 * one. Nothing else changes, so positions stay those of the text and the document then validates against
 * the specifications' form; documents already written in that form pass through untouched.
 */
final class SpecAttributeForm extends XMLFilterImpl {

    /** Every attribute the GFD.107 (agreement and state types) and GFD.193 schemas declare. */
    static final Set<String> SPEC_ATTRIBUTES = Set.of(
            "Name", "ServiceName", "AgreementId", "TemplateId", "Obligated", "Metric", "termName", "OfferId");

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
        super.startElement(uri, localName, qName, isSpecNamespace(uri) ? qualified(uri, qName, attributes) : attributes);
    }

    static boolean isSpecNamespace(String uri) {
        return Namespaces.WSAG.equals(uri) || Namespaces.NEGOTIATION.equals(uri);
    }

    private static Attributes qualified(String uri, String elementQName, Attributes attributes) {
        AttributesImpl renamed = null;
        for (int i = 0; i < attributes.getLength(); i++) {
            String local = attributes.getLocalName(i);
            if (attributes.getURI(i).isEmpty() && SPEC_ATTRIBUTES.contains(local) && attributes.getIndex(uri, local) < 0) {
                if (renamed == null) {
                    renamed = new AttributesImpl(attributes);
                }
                renamed.setAttribute(i, uri, local, prefixOf(uri, elementQName) + ":" + local,
                        attributes.getType(i), attributes.getValue(i));
            }
        }
        return renamed == null ? attributes : renamed;
    }

    /** The element's own prefix, or the conventional one when the element uses a default namespace. */
    private static String prefixOf(String uri, String elementQName) {
        int colon = elementQName.indexOf(':');
        if (colon > 0) {
            return elementQName.substring(0, colon);
        }
        return Namespaces.WSAG.equals(uri) ? "wsag" : "wsag-neg";
    }
}
