package org.accord.document;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import javax.xml.XMLConstants;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.helpers.DefaultHandler;

/** Builds a namespace-aware DOM from SAX events, attaching each element's {@link Position}. */
final class PositionRecordingDomBuilder extends DefaultHandler {

    static final String POSITION = "org.accord.document.position";

    private final Document document;
    private final Deque<Node> open = new ArrayDeque<>();
    private final List<String[]> pendingPrefixes = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();
    private Locator locator;

    PositionRecordingDomBuilder(Document document) {
        this.document = document;
        open.push(document);
    }

    @Override
    public void setDocumentLocator(Locator locator) {
        this.locator = locator;
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) {
        pendingPrefixes.add(new String[] {prefix, uri});
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        flushText();
        Element element = document.createElementNS(uri.isEmpty() ? null : uri, qName);
        for (String[] mapping : pendingPrefixes) {
            String name = mapping[0].isEmpty() ? "xmlns" : "xmlns:" + mapping[0];
            element.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, name, mapping[1]);
        }
        pendingPrefixes.clear();
        for (int i = 0; i < attributes.getLength(); i++) {
            String namespace = attributes.getURI(i);
            element.setAttributeNS(namespace.isEmpty() ? null : namespace, attributes.getQName(i), attributes.getValue(i));
        }
        if (locator != null) {
            element.setUserData(POSITION, new Position(locator.getLineNumber(), locator.getColumnNumber()), null);
        }
        open.peek().appendChild(element);
        open.push(element);
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        flushText();
        open.pop();
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        text.append(ch, start, length);
    }

    private void flushText() {
        if (text.length() > 0 && open.peek() != document) {
            open.peek().appendChild(document.createTextNode(text.toString()));
        }
        text.setLength(0);
    }
}
