package org.accord.document;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

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
        attribute(pendingNamespaces, prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix, uri);
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        String name = qName.isEmpty() ? localName : qName;
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
        if (depth == 0) {
            contentEnd = text.length();
        }
        text.append("</").append(qName.isEmpty() ? localName : qName).append('>');
    }

    @Override
    public void characters(char[] ch, int start, int length) {
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
}
