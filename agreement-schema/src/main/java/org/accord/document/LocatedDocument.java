package org.accord.document;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Objects;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.DOMImplementation;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.ContentHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * A parsed document whose elements remember where they start, so that later checks (function terms,
 * creation constraints) can point at {@code line:column}. The DOM is private to its reader: treat it as
 * read-only.
 *
 * <p>An element's position is where its start tag ends, which is what SAX reports.
 */
public final class LocatedDocument {

    /**
     * Found once: looking up a factory and making a builder (a whole parser configuration) cost more than
     * parsing a small offer, and an empty document needs neither.
     */
    private static final DOMImplementation DOM = domImplementation();

    private final String source;
    private final Document dom;

    private LocatedDocument(String source, Document dom) {
        this.source = source;
        this.dom = dom;
    }

    /**
     * Parses bytes securely (see {@link SecureXml}).
     *
     * @throws DocumentException for malformed XML or a DOCTYPE, with the place where parsing stopped
     */
    public static LocatedDocument parse(byte[] xml, String source) {
        Document dom = emptyDocument();
        scan(xml, source, new PositionRecordingDomBuilder(dom));
        return new LocatedDocument(source, dom);
    }

    /**
     * Reads bytes securely as {@link #parse} does (attributes in Accord 0.1's unqualified form are read as
     * the specifications' qualified ones, see {@link SpecAttributeForm}), handing the events to {@code handler} instead of building
     * a tree: for a pass that only looks for a few values. The events are those {@link #parse} builds its tree
     * from.
     *
     * @throws DocumentException for malformed XML or a DOCTYPE, as {@link #parse} does
     */
    public static void scan(byte[] xml, String source, ContentHandler handler) {
        Objects.requireNonNull(source, "source");
        try {
            InputSource input = new InputSource(new ByteArrayInputStream(xml));
            input.setSystemId(source);
            SpecAttributeForm specForm = new SpecAttributeForm();
            specForm.setContentHandler(handler);
            SecureXml.parse(input, specForm);
        } catch (SAXParseException e) {
            throw new DocumentException(DocumentProblem.at(source, Math.max(e.getLineNumber(), 1),
                    Math.max(e.getColumnNumber(), 1), SecureXml.describe(e)));
        } catch (SAXException | IOException e) {
            throw new DocumentException(new DocumentProblem(source, Position.START, "malformed XML: " + e.getMessage()));
        }
    }

    /** How the user named this document. */
    public String source() {
        return source;
    }

    /** The document tree (namespace-aware). */
    public Document dom() {
        return dom;
    }

    public Element root() {
        return dom.getDocumentElement();
    }

    /**
     * Where a node starts: an element's own position, an attribute's or text's owning element, else the
     * document start.
     */
    public Position positionOf(Node node) {
        for (Node current = node; current != null; current = parentOf(current)) {
            if (current.getUserData(PositionRecordingDomBuilder.POSITION) instanceof Position position) {
                return position;
            }
        }
        return Position.START;
    }

    private static Node parentOf(Node node) {
        return node instanceof org.w3c.dom.Attr attribute ? attribute.getOwnerElement() : node.getParentNode();
    }

    private static Document emptyDocument() {
        return DOM.createDocument(null, null, null);
    }

    private static DOMImplementation domImplementation() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            return factory.newDocumentBuilder().getDOMImplementation();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("no DOM implementation", e);
        }
    }
}
