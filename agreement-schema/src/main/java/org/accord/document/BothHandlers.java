package org.accord.document;

import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;

/** Passes every SAX event to two handlers, the first one first: one pass of events, two readers. */
public final class BothHandlers implements ContentHandler {

    private final ContentHandler first;
    private final ContentHandler second;

    public BothHandlers(ContentHandler first, ContentHandler second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public void setDocumentLocator(Locator locator) {
        first.setDocumentLocator(locator);
        second.setDocumentLocator(locator);
    }

    @Override
    public void startDocument() throws SAXException {
        first.startDocument();
        second.startDocument();
    }

    @Override
    public void endDocument() throws SAXException {
        first.endDocument();
        second.endDocument();
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) throws SAXException {
        first.startPrefixMapping(prefix, uri);
        second.startPrefixMapping(prefix, uri);
    }

    @Override
    public void endPrefixMapping(String prefix) throws SAXException {
        first.endPrefixMapping(prefix);
        second.endPrefixMapping(prefix);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        first.startElement(uri, localName, qName, atts);
        second.startElement(uri, localName, qName, atts);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        first.endElement(uri, localName, qName);
        second.endElement(uri, localName, qName);
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        first.characters(ch, start, length);
        second.characters(ch, start, length);
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        first.ignorableWhitespace(ch, start, length);
        second.ignorableWhitespace(ch, start, length);
    }

    @Override
    public void processingInstruction(String target, String data) throws SAXException {
        first.processingInstruction(target, data);
        second.processingInstruction(target, data);
    }

    @Override
    public void skippedEntity(String name) throws SAXException {
        first.skippedEntity(name);
        second.skippedEntity(name);
    }
}
