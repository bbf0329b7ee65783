package org.accord.document;

import java.nio.charset.StandardCharsets;

import javax.xml.stream.XMLInputFactory;

import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;
import org.xml.sax.ext.DefaultHandler2;
import org.xml.sax.helpers.XMLFilterImpl;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.sax.WstxSAXParserFactory;
import com.ctc.wstx.stax.WstxInputFactory;

/**
 * The parser of {@link ValidatingReader}'s pass: Woodstox's SAX reader, the parser CXF reads a SOAP request with.
 * The JDK's parser ({@link SecureXml}) spent about a third of a REST create from a document scanning the text;
 * Woodstox scans it in a fraction of that ({@code ./accord bench provider}, the REST create from the offer document).
 *
 * <p>The pass only says whether a document is a valid offer; anything it refuses is read again by
 * {@link SecureXml}'s parser, which alone words the answer. So it may refuse more than that parser, never less:
 * a DOCTYPE ends it at once (nothing is declared, so no entity but the five predefined ones can be expanded, and
 * nothing external is read); elements nest one level less deep than {@link SecureXml#MAX_DEPTH}; a name longer
 * than the JDK's {@code jdk.xml.maxXMLNameLimit} ends it; Woodstox's own limits (attributes per element,
 * attribute size) are lower than the JDK's. Only texts that declare no encoding but UTF-8 come here, so that
 * both parsers decode the same characters; others go through {@link SecureXml}'s parser.
 */
final class StreamedXml {

    /** The JDK's default {@code jdk.xml.maxXMLNameLimit} under secure processing. */
    static final int MAX_NAME_LENGTH = 1000;

    private static final WstxSAXParserFactory FACTORY = factory();

    private StreamedXml() {
    }

    /**
     * Whether {@code xml} is for this parser: UTF-8 (with or without a byte order mark) and, when it has an
     * XML declaration, one that names no encoding or UTF-8.
     */
    static boolean suits(byte[] xml) {
        int start = xml.length >= 3 && (xml[0] & 0xff) == 0xef && (xml[1] & 0xff) == 0xbb && (xml[2] & 0xff) == 0xbf ? 3 : 0;
        if (xml.length == start || xml[start] != '<') {
            return false;
        }
        if (!startsWith(xml, start, "<?xml")) {
            return true;
        }
        int end = indexOf(xml, start, "?>");
        if (end < 0) {
            return false;
        }
        String declaration = new String(xml, start, end - start, StandardCharsets.US_ASCII);
        int encoding = declaration.indexOf("encoding");
        if (encoding < 0) {
            return true;
        }
        String value = declaration.substring(encoding + "encoding".length()).replaceAll("[\\s=\"']", " ").trim();
        return value.regionMatches(true, 0, "UTF-8", 0, 5) && (value.length() == 5 || value.charAt(5) == ' ');
    }

    /** A fresh reader sending its events, after the checks above, to the content handler set on it. */
    static XMLReader newReader() {
        try {
            XMLReader parser = FACTORY.newSAXParser().getXMLReader();
            parser.setProperty("http://xml.org/sax/properties/lexical-handler", new NoDoctype());
            Checked checked = new Checked();
            checked.setParent(parser);
            checked.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entity refused: " + systemId);
            });
            checked.setErrorHandler(new ValidatingReader.FirstError());
            return checked;
        } catch (SAXException e) {
            throw new IllegalStateException("Woodstox's SAX parser cannot be set up", e);
        }
    }

    private static WstxSAXParserFactory factory() {
        WstxInputFactory stax = new WstxInputFactory();
        stax.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        stax.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        stax.setProperty(XMLInputFactory.IS_VALIDATING, false);
        stax.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, SecureXml.MAX_DEPTH - 1);
        WstxSAXParserFactory factory = new WstxSAXParserFactory(stax);
        factory.setNamespaceAware(true);
        return factory;
    }

    private static boolean startsWith(byte[] xml, int at, String prefix) {
        if (xml.length - at < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (xml[at + i] != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] xml, int from, String what) {
        for (int i = from; i < xml.length; i++) {
            if (startsWith(xml, i, what)) {
                return i;
            }
        }
        return -1;
    }

    /** Ends the pass at a DOCTYPE, as {@link SecureXml}'s parser refuses one. */
    private static final class NoDoctype extends DefaultHandler2 {

        @Override
        public void startDTD(String name, String publicId, String systemId) throws SAXException {
            throw new SAXException("DOCTYPE declarations are not allowed");
        }
    }

    /** Ends the pass at a name longer than the JDK's parser takes. */
    private static final class Checked extends XMLFilterImpl {

        @Override
        public void startPrefixMapping(String prefix, String uri) throws SAXException {
            requireShort(prefix);
            super.startPrefixMapping(prefix, uri);
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
            requireShort(qName);
            for (int i = 0; i < attributes.getLength(); i++) {
                requireShort(attributes.getQName(i));
            }
            super.startElement(uri, localName, qName, attributes);
        }

        @Override
        public void processingInstruction(String target, String data) throws SAXException {
            requireShort(target);
            super.processingInstruction(target, data);
        }

        private static void requireShort(String name) throws SAXException {
            if (name.length() > MAX_NAME_LENGTH) {
                throw new SAXException("a name longer than " + MAX_NAME_LENGTH + " characters");
            }
        }
    }
}
