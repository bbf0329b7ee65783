package org.accord.document;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.codehaus.stax2.XMLOutputFactory2;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.AttributesImpl;
import org.xml.sax.helpers.DefaultHandler;

import com.ctc.wstx.stax.WstxOutputFactory;

/**
 * The compact XML text of a document given as SAX events (e.g. {@link Documents#emit}), written by Woodstox's
 * {@link XMLStreamWriter}: UTF-8, no XML declaration, no whitespace but what the events carry, namespace
 * declarations where the events map their prefixes, every element written with a start and an end tag, and
 * what a reader would change escaped (a carriage return in text; tabs and line breaks in attribute values). It
 * remembers where its root element's start tag ends, so that the same content can be written under another
 * root ({@link #underRoot}) without writing the document again: an offer's text becomes its agreement's. A
 * character XML cannot carry (a control character) ends the writing with a {@link SAXException}. Write one
 * document into an instance; not thread-safe.
 */
public final class XmlText extends DefaultHandler {

    /** Woodstox, writing an element without content as a start and an end tag, as offer ids were always taken. */
    private static final XMLOutputFactory2 WRITERS = writers();

    /** How many characters {@link #digest} encodes at a time. */
    private static final int DIGEST_CHUNK = 512;

    private final StringWriter out = new StringWriter(4096);
    private final StringBuffer text = out.getBuffer();
    private final XMLStreamWriter writer = writer(out);
    /** The namespace mappings of the next start tag: prefix, uri, prefix, uri... */
    private final List<String> mappings = new ArrayList<>();
    private int depth;
    private String rootName;
    private String rootUri = "";
    private List<String> rootMappings = List.of();
    private Attributes rootAttributes;
    private int contentStart = -1;
    private int contentEnd = -1;
    private byte[] bytes;

    /** Whether a whole document has been written into it. */
    public boolean isComplete() {
        return contentEnd >= 0;
    }

    /** The document's text in UTF-8. */
    public byte[] bytes() {
        requireComplete();
        if (bytes == null) {
            bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        }
        return bytes;
    }

    /**
     * The digest of the document's text in UTF-8, the same as {@code digest.digest(bytes())} (the digest is
     * reset first), made without the byte array {@link #bytes} makes (two copies of the whole text) when the
     * text is ASCII, as an offer's usually is: a provider takes every offer's id this way.
     */
    public byte[] digest(MessageDigest digest) {
        requireComplete();
        digest.reset();
        if (bytes != null) {
            return digest.digest(bytes);
        }
        char[] chars = new char[DIGEST_CHUNK];
        byte[] chunk = new byte[DIGEST_CHUNK];
        for (int start = 0; start < text.length(); start += DIGEST_CHUNK) {
            int length = Math.min(DIGEST_CHUNK, text.length() - start);
            text.getChars(start, start + length, chars, 0);
            int any = 0;
            for (int i = 0; i < length; i++) {
                any |= chars[i];
                chunk[i] = (byte) chars[i];
            }
            if (any >= 0x80) {
                digest.reset();
                return digest.digest(bytes());
            }
            digest.update(chunk, 0, length);
        }
        return digest.digest();
    }

    /** The document's text. */
    @Override
    public String toString() {
        requireComplete();
        return text.toString();
    }

    /**
     * The same document under a root element of another local name (same namespace and prefix, same
     * namespace declarations and attributes), with the attribute {@code attribute} of the root's namespace
     * set to {@code value} (replacing one the root had, qualified or in Accord 0.1's unqualified form). The
     * attribute is written qualified, as GFD.107's {@code attributeFormDefault="qualified"} asks
     * ({@code wsag:AgreementId}).
     */
    public String underRoot(String localName, String attribute, String value) {
        requireComplete();
        int colon = rootName.indexOf(':');
        String prefix = colon < 0 ? "wsag" : rootName.substring(0, colon);
        StringWriter agreement = new StringWriter(text.length() + 64 + value.length());
        XMLStreamWriter root = writer(agreement);
        try {
            root.writeStartElement(colon < 0 ? "" : prefix, localName, rootUri);
            declare(root, rootMappings);
            if (colon < 0) {
                root.writeNamespace(prefix, rootUri);
            }
            for (int i = 0; i < rootAttributes.getLength(); i++) {
                String uri = rootAttributes.getURI(i);
                if (!((uri.isEmpty() || uri.equals(rootUri)) && rootAttributes.getLocalName(i).equals(attribute))) {
                    attribute(root, rootAttributes.getQName(i), uri, rootAttributes.getValue(i));
                }
            }
            root.writeAttribute(prefix, rootUri, attribute, value);
            root.writeCharacters("");
            root.flush();
            agreement.append(text, contentStart, contentEnd);
            root.writeEndElement();
            root.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the document under another root: " + e.getMessage(), e);
        }
        return agreement.toString();
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) {
        mappings.add(prefix);
        mappings.add(uri);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
        String name = qName.isEmpty() ? localName : qName;
        int colon = name.indexOf(':');
        write(() -> {
            writer.writeStartElement(colon < 0 ? "" : name.substring(0, colon), name.substring(colon + 1), uri);
            declare(writer, mappings);
            for (int i = 0; i < attributes.getLength(); i++) {
                attribute(writer, attributes.getQName(i), attributes.getURI(i), attributes.getValue(i));
            }
        });
        if (depth == 0) {
            rootName = name;
            rootUri = uri;
            rootMappings = List.copyOf(mappings);
            rootAttributes = new AttributesImpl(attributes);
            write(() -> {
                writer.writeCharacters("");
                writer.flush();
            });
            contentStart = text.length();
        }
        mappings.clear();
        depth++;
        bytes = null;
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        depth--;
        if (depth == 0) {
            write(writer::flush);
            contentEnd = text.length();
        }
        write(writer::writeEndElement);
        if (depth == 0) {
            // flushes, and hands Woodstox's buffers back for the thread's next writer
            write(writer::close);
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        write(() -> writer.writeCharacters(ch, start, length));
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        characters(ch, start, length);
    }

    /** A step of writing the document. */
    @FunctionalInterface
    private interface Step {
        void run() throws XMLStreamException;
    }

    private static void write(Step step) throws SAXException {
        try {
            step.run();
        } catch (XMLStreamException e) {
            throw new SAXException("cannot write the document: " + e.getMessage(), e);
        }
    }

    private static void declare(XMLStreamWriter out, List<String> mappings) throws XMLStreamException {
        for (int i = 0; i < mappings.size(); i += 2) {
            if (mappings.get(i).isEmpty()) {
                out.writeDefaultNamespace(mappings.get(i + 1));
            } else {
                out.writeNamespace(mappings.get(i), mappings.get(i + 1));
            }
        }
    }

    private static void attribute(XMLStreamWriter out, String qName, String uri, String value)
            throws XMLStreamException {
        int colon = qName.indexOf(':');
        if (colon < 0) {
            out.writeAttribute(qName, value);
        } else {
            out.writeAttribute(qName.substring(0, colon), uri, qName.substring(colon + 1), value);
        }
    }

    private static XMLOutputFactory2 writers() {
        XMLOutputFactory2 factory = new WstxOutputFactory();
        factory.setProperty(XMLOutputFactory2.P_AUTOMATIC_EMPTY_ELEMENTS, false);
        return factory;
    }

    private static XMLStreamWriter writer(StringWriter out) {
        try {
            return WRITERS.createXMLStreamWriter(out);
        } catch (XMLStreamException e) {
            throw new IllegalStateException("Woodstox's XML writer cannot be set up", e);
        }
    }

    private void requireComplete() {
        if (!isComplete()) {
            throw new IllegalStateException("no whole document has been written into this text");
        }
    }
}
