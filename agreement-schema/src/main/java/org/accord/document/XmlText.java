package org.accord.document;

import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.accord.speedpath.SpeedPaths;
import org.codehaus.stax2.XMLOutputFactory2;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.AttributesImpl;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The compact XML text of a document given as SAX events (e.g. {@link Documents#emit}): UTF-8, no XML
 * declaration, no whitespace but what the events carry, namespace declarations where the events map their
 * prefixes, every element written with a start and an end tag. It remembers where its root element's start
 * tag ends, so that the same content can be written under another root ({@link #underRoot}) without
 * writing the document again: an offer's text becomes its agreement's. Write one document into an
 * instance; not thread-safe.
 */
public final class XmlText extends DefaultHandler {

    /** How many characters {@link #digest} encodes at a time. */
    private static final int DIGEST_CHUNK = 512;

    private final StringBuilder text = new StringBuilder(4096);
    private final StringBuilder pendingNamespaces = new StringBuilder(256);
    private int depth;
    private String rootName;
    private String rootUri = "";
    private String rootNamespaces = "";
    private Attributes rootAttributes;
    private int contentStart = -1;
    private int contentEnd = -1;
    private byte[] bytes;
    /** The library reference ({@link SpeedPaths.Path#XML_TEXT}): Woodstox's writer into {@link #text}; else null. */
    private final XMLStreamWriter library;
    /** The library reference's namespace mappings for the next start tag: prefix, uri, prefix, uri... */
    private final List<String> mappings = new ArrayList<>();

    public XmlText() {
        library = SpeedPaths.library(SpeedPaths.Path.XML_TEXT) ? Woodstox.writer(text) : null;
    }

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
        String name = colon < 0 ? localName : prefix + ":" + localName;
        StringBuilder out = new StringBuilder(text.length() + 64 + value.length());
        out.append('<').append(name).append(rootNamespaces);
        if (colon < 0) {
            attribute(out, "xmlns:" + prefix, rootUri);
        }
        for (int i = 0; i < rootAttributes.getLength(); i++) {
            String uri = rootAttributes.getURI(i);
            boolean replaced = (uri.isEmpty() || uri.equals(rootUri)) && rootAttributes.getLocalName(i).equals(attribute);
            if (!replaced) {
                attribute(out, rootAttributes.getQName(i), rootAttributes.getValue(i));
            }
        }
        attribute(out, prefix + ":" + attribute, value);
        // substring, then append: two array copies, where append(CharSequence, start, end) copies char by char
        out.append('>').append(text.substring(contentStart, contentEnd)).append("</").append(name).append('>');
        return out.toString();
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) {
        if (library != null) {
            mappings.add(prefix);
            mappings.add(uri);
            return;
        }
        attribute(pendingNamespaces, prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix, uri);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = qName.isEmpty() ? localName : qName;
        if (library != null) {
            Woodstox.startElement(library, uri, name, mappings, attributes);
            if (depth == 0) {
                rootName = name;
                rootUri = uri;
                for (int i = 0; i < mappings.size(); i += 2) {
                    attribute(pendingNamespaces, mappings.get(i).isEmpty() ? "xmlns" : "xmlns:" + mappings.get(i),
                            mappings.get(i + 1));
                }
                rootNamespaces = pendingNamespaces.toString();
                rootAttributes = new AttributesImpl(attributes);
                contentStart = Woodstox.closeStartTag(library, text);
            }
            pendingNamespaces.setLength(0);
            mappings.clear();
            depth++;
            bytes = null;
            return;
        }
        text.append('<').append(name).append(pendingNamespaces);
        if (depth == 0) {
            rootName = name;
            rootUri = uri;
            rootNamespaces = pendingNamespaces.toString();
            rootAttributes = new AttributesImpl(attributes);
        }
        pendingNamespaces.setLength(0);
        for (int i = 0; i < attributes.getLength(); i++) {
            attribute(text, attributes.getQName(i), attributes.getValue(i));
        }
        text.append('>');
        if (depth == 0) {
            contentStart = text.length();
        }
        depth++;
        bytes = null;
    }

    @Override
    public void endElement(String uri, String localName, String qName) {
        depth--;
        if (library != null) {
            if (depth == 0) {
                contentEnd = Woodstox.flushed(library, text);
            }
            Woodstox.endElement(library, depth == 0, text);
            return;
        }
        if (depth == 0) {
            contentEnd = text.length();
        }
        text.append("</").append(qName.isEmpty() ? localName : qName).append('>');
    }

    @Override
    public void characters(char[] ch, int start, int length) {
        if (library != null) {
            Woodstox.characters(library, ch, start, length);
            return;
        }
        int plain = start;
        int end = start + length;
        for (int i = start; i < end; i++) {
            char c = ch[i];
            if (c > '>') {
                continue;
            }
            String escaped = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '>' -> "&gt;";
                case '\r' -> "&#13;";
                default -> null;
            };
            if (escaped != null) {
                text.append(ch, plain, i - plain).append(escaped);
                plain = i + 1;
            }
        }
        text.append(ch, plain, end - plain);
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) {
        characters(ch, start, length);
    }

    private static void attribute(StringBuilder out, String name, String value) {
        out.append(' ').append(name).append("=\"");
        int plain = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c > '<') {
                continue;
            }
            String escaped = switch (c) {
                case '&' -> "&amp;";
                case '<' -> "&lt;";
                case '"' -> "&quot;";
                case '\t' -> "&#9;";
                case '\n' -> "&#10;";
                case '\r' -> "&#13;";
                default -> null;
            };
            if (escaped != null) {
                out.append(value, plain, i).append(escaped);
                plain = i + 1;
            }
        }
        if (plain == 0) {
            out.append(value);
        } else {
            out.append(value, plain, value.length());
        }
        out.append('"');
    }

    private void requireComplete() {
        if (!isComplete()) {
            throw new IllegalStateException("no whole document has been written into this text");
        }
    }

    /**
     * The library reference: the same events written by Woodstox's {@link XMLStreamWriter} (no empty-element
     * tags, as {@code XmlText} writes none), measured against the hand-written writer by
     * {@code ./accord bench provider --speed-paths}.
     */
    private static final class Woodstox {
        private static final XMLOutputFactory2 FACTORY = factory();

        private static XMLOutputFactory2 factory() {
            XMLOutputFactory2 factory = new com.ctc.wstx.stax.WstxOutputFactory();
            factory.setProperty(XMLOutputFactory2.P_AUTOMATIC_EMPTY_ELEMENTS, false);
            return factory;
        }

        static XMLStreamWriter writer(StringBuilder text) {
            try {
                return FACTORY.createXMLStreamWriter(new Writer() {
                    @Override
                    public void write(char[] chars, int offset, int length) {
                        text.append(chars, offset, length);
                    }

                    @Override
                    public void write(String chars, int offset, int length) {
                        text.append(chars, offset, offset + length);
                    }

                    @Override
                    public void flush() {}

                    @Override
                    public void close() {}
                });
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
        }

        static void startElement(XMLStreamWriter writer, String uri, String name, List<String> mappings,
                Attributes attributes) {
            try {
                int colon = name.indexOf(':');
                writer.writeStartElement(colon < 0 ? "" : name.substring(0, colon),
                        colon < 0 ? name : name.substring(colon + 1), uri);
                for (int i = 0; i < mappings.size(); i += 2) {
                    if (mappings.get(i).isEmpty()) {
                        writer.writeDefaultNamespace(mappings.get(i + 1));
                    } else {
                        writer.writeNamespace(mappings.get(i), mappings.get(i + 1));
                    }
                }
                for (int i = 0; i < attributes.getLength(); i++) {
                    String qName = attributes.getQName(i);
                    int at = qName.indexOf(':');
                    if (at < 0) {
                        writer.writeAttribute(qName, attributes.getValue(i));
                    } else {
                        writer.writeAttribute(qName.substring(0, at), attributes.getURI(i), qName.substring(at + 1),
                                attributes.getValue(i));
                    }
                }
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Closes the open start tag and writes out what is buffered: where the content starts. */
        static int closeStartTag(XMLStreamWriter writer, StringBuilder text) {
            try {
                writer.writeCharacters("");
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
            return flushed(writer, text);
        }

        static int flushed(XMLStreamWriter writer, StringBuilder text) {
            try {
                writer.flush();
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
            return text.length();
        }

        static void endElement(XMLStreamWriter writer, boolean root, StringBuilder text) {
            try {
                writer.writeEndElement();
                if (root) {
                    writer.writeEndDocument();
                    writer.flush();
                }
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
        }

        static void characters(XMLStreamWriter writer, char[] ch, int start, int length) {
            try {
                writer.writeCharacters(ch, start, length);
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
