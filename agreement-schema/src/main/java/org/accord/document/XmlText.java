package org.accord.document;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
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
 * {@link XMLStreamWriter}: UTF-8, no XML declaration, no whitespace but what the events carry, names as the events
 * qualify them and namespace declarations where the events map their prefixes (the events carry the namespaces, so
 * Woodstox writes them as names and attributes, without keeping its own namespace context: that bookkeeping was
 * most of what writing an offer cost), every element written with a start and an end tag, and
 * what a reader would change escaped (a carriage return in text; tabs and line breaks in attribute values). It
 * remembers where its root element's start tag ends, so that the same content can be written under another
 * root ({@link #underRoot}) without writing the document again: an offer's text becomes its agreement's. A
 * character XML cannot carry (a control character) ends the writing with a {@link SAXException}. Woodstox writes
 * into a plain growable character array ({@link Chars}): a {@code StringWriter} would take a lock and check every
 * character for Latin-1 on each of Woodstox's flushes, and copy the text again for the digest. Write one document
 * into an instance; not thread-safe.
 */
public final class XmlText extends DefaultHandler {

    /**
     * Woodstox, writing an element without content as a start and an end tag, as offer ids were always taken, and
     * names as given (not namespace-aware).
     */
    private static final XMLOutputFactory2 WRITERS = writers();

    /** How many characters {@link #digest} encodes at a time. */
    private static final int DIGEST_CHUNK = 512;

    private final Chars text = new Chars(4096);
    private final XMLStreamWriter writer = writer(text);
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
        char[] chars = text.chars;
        byte[] chunk = new byte[DIGEST_CHUNK];
        for (int start = 0; start < text.length; start += DIGEST_CHUNK) {
            int length = Math.min(DIGEST_CHUNK, text.length - start);
            int any = 0;
            for (int i = 0; i < length; i++) {
                char c = chars[start + i];
                any |= c;
                chunk[i] = (byte) c;
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
        Chars agreement = new Chars(text.length + 256 + value.length());
        XMLStreamWriter root = writer(agreement);
        try {
            root.writeStartElement(colon < 0 ? localName : prefix + ":" + localName);
            declare(root, rootMappings);
            if (colon < 0) {
                root.writeAttribute("xmlns:" + prefix, rootUri);
            }
            for (int i = 0; i < rootAttributes.getLength(); i++) {
                String uri = rootAttributes.getURI(i);
                if (!((uri.isEmpty() || uri.equals(rootUri)) && rootAttributes.getLocalName(i).equals(attribute))) {
                    attribute(root, rootAttributes, i);
                }
            }
            root.writeAttribute(prefix + ":" + attribute, value);
            root.writeCharacters("");
            root.flush();
            agreement.write(text.chars, contentStart, contentEnd - contentStart);
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
        try {
            writer.writeStartElement(name);
            declare(writer, mappings);
            for (int i = 0; i < attributes.getLength(); i++) {
                attribute(writer, attributes, i);
            }
            if (depth == 0) {
                rootName = name;
                rootUri = uri;
                rootMappings = List.copyOf(mappings);
                rootAttributes = new AttributesImpl(attributes);
                writer.writeCharacters("");
                writer.flush();
                contentStart = text.length;
            }
        } catch (XMLStreamException e) {
            throw unwritable(e);
        }
        mappings.clear();
        depth++;
        bytes = null;
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        depth--;
        try {
            if (depth == 0) {
                writer.flush();
                contentEnd = text.length;
            }
            writer.writeEndElement();
            if (depth == 0) {
                // flushes, and hands Woodstox's buffers back for the thread's next writer
                writer.close();
            }
        } catch (XMLStreamException e) {
            throw unwritable(e);
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        try {
            writer.writeCharacters(ch, start, length);
        } catch (XMLStreamException e) {
            throw unwritable(e);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        characters(ch, start, length);
    }

    private static SAXException unwritable(XMLStreamException e) {
        return new SAXException("cannot write the document: " + e.getMessage(), e);
    }

    private static void declare(XMLStreamWriter out, List<String> mappings) throws XMLStreamException {
        for (int i = 0; i < mappings.size(); i += 2) {
            String prefix = mappings.get(i);
            out.writeAttribute(prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix, mappings.get(i + 1));
        }
    }

    private static void attribute(XMLStreamWriter out, Attributes attributes, int i) throws XMLStreamException {
        String qName = attributes.getQName(i);
        out.writeAttribute(qName.isEmpty() ? attributes.getLocalName(i) : qName, attributes.getValue(i));
    }

    private static XMLOutputFactory2 writers() {
        XMLOutputFactory2 factory = new WstxOutputFactory();
        factory.setProperty(XMLOutputFactory2.P_AUTOMATIC_EMPTY_ELEMENTS, false);
        factory.setProperty(XMLOutputFactory2.XSP_NAMESPACE_AWARE, false);
        return factory;
    }

    private static XMLStreamWriter writer(Writer out) {
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

    /** A growable character array Woodstox writes into; {@link #chars} up to {@link #length} is the text. */
    private static final class Chars extends Writer {
        private char[] chars;
        private int length;

        Chars(int capacity) {
            chars = new char[capacity];
        }

        @Override
        public void write(char[] source, int offset, int count) {
            System.arraycopy(source, offset, room(count), length, count);
            length += count;
        }

        @Override
        public void write(String source, int offset, int count) {
            source.getChars(offset, offset + count, room(count), length);
            length += count;
        }

        private char[] room(int count) {
            if (count > chars.length - length) {
                chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + count));
            }
            return chars;
        }

        @Override
        public void flush() {
            // nothing is buffered here
        }

        @Override
        public void close() {
            // nothing to release
        }

        @Override
        public String toString() {
            return new String(chars, 0, length);
        }
    }
}
