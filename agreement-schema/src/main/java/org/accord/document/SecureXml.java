package org.accord.document;

import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.ContentHandler;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

/**
 * XML readers that refuse DOCTYPE declarations outright, so that no external entity or DTD is ever
 * resolved or fetched (XXE, "billion laughs"). WS-Agreement documents never need a DTD.
 */
final class SecureXml {

    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private static final String MAX_ELEMENT_DEPTH = "http://www.oracle.com/xml/jaxp/properties/maxElementDepth";

    /**
     * Deepest element nesting a document may have, as CXF allows a SOAP message by default: the event handlers
     * and JAXB walk a tree recursively, and a document of 10,000 nested elements made that overflow the stack
     * (issue #34's fuzz). Offers nest a few tens of levels.
     */
    static final int MAX_DEPTH = 100;

    /**
     * Configured once: looking a factory up is costly (a service-loader search on every call). A factory is
     * not thread-safe, so parsers are made from it one at a time.
     */
    private static final SAXParserFactory FACTORY = factory();

    /**
     * Readers kept between {@link #parse} calls: making one (a whole parser configuration) costs about as
     * much as parsing a small offer. A reader is reset by each parse, so a kept one behaves as a fresh one.
     */
    private static final BlockingQueue<XMLReader> IDLE = new ArrayBlockingQueue<>(16);
    private static final ContentHandler NO_HANDLER = new DefaultHandler();

    private SecureXml() {
    }

    /** A fresh namespace-aware reader (readers are not thread-safe). */
    static XMLReader newReader() {
        try {
            XMLReader reader;
            synchronized (FACTORY) {
                reader = FACTORY.newSAXParser().getXMLReader();
            }
            reader.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entity refused: " + systemId);
            });
            reader.setErrorHandler(new Silent());
            reader.setProperty(MAX_ELEMENT_DEPTH, MAX_DEPTH);
            return reader;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's XML parser does not support secure parsing", e);
        }
    }

    /**
     * Parses securely into {@code handler} with a kept reader (or a fresh one when none is idle), which
     * is kept again afterwards without the handler, however the parse ended.
     */
    static void parse(InputSource input, ContentHandler handler) throws SAXException, IOException {
        XMLReader reader = IDLE.poll();
        if (reader == null) {
            reader = newReader();
        }
        reader.setContentHandler(handler);
        try {
            reader.parse(input);
        } finally {
            reader.setContentHandler(NO_HANDLER);
            IDLE.offer(reader);
        }
    }

    private static SAXParserFactory factory() {
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setXIncludeAware(false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature(DISALLOW_DOCTYPE, true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            return factory;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's XML parser does not support secure parsing", e);
        }
    }

    /** A readable message for a parse failure; DOCTYPE refusals say why. */
    static String describe(SAXParseException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("DOCTYPE") || message.contains("disallow-doctype-decl")) {
            return "DOCTYPE declarations are not allowed (Accord never resolves DTDs or external entities)";
        }
        if (message.contains("maxElementDepth")) {
            return "elements nested deeper than " + MAX_DEPTH + " levels";
        }
        return "malformed XML: " + message;
    }

    /** Fails on errors instead of printing them to stderr, as the JDK's default handler does. */
    private static final class Silent implements ErrorHandler {

        @Override
        public void warning(SAXParseException e) {
            // a warning does not make a document unreadable
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    }
}
