package org.accord.document;

import java.util.Arrays;
import java.util.stream.Collectors;

import javax.xml.namespace.QName;

import org.w3c.dom.Element;

/** Decides a document's kind from its root element, with messages that name the expected namespace. */
final class RootCheck {

    private RootCheck() {
    }

    /** The kind of any of the four documents. */
    static DocumentKind kindOf(LocatedDocument document) {
        QName root = name(document.root());
        return DocumentKind.ofRoot(root).orElseThrow(() -> DocumentKind.ofLocalName(root.getLocalPart())
                .map(expected -> wrongNamespace(document, root, expected))
                .orElseGet(() -> problem(document, "unknown root element " + describe(root) + ": expected one of "
                        + Arrays.stream(DocumentKind.values()).map(k -> describe(k.root())).collect(Collectors.joining(", ")))));
    }

    /** Checks that the document is of the expected kind. */
    static void requireKind(LocatedDocument document, DocumentKind expected) {
        QName root = name(document.root());
        if (root.equals(expected.root())) {
            return;
        }
        if (root.getLocalPart().equals(expected.root().getLocalPart())) {
            throw wrongNamespace(document, root, expected);
        }
        throw problem(document, "expected a " + describe(expected.root()) + " document, found root element "
                + describe(root));
    }

    private static DocumentException wrongNamespace(LocatedDocument document, QName root, DocumentKind expected) {
        String found = root.getNamespaceURI().isEmpty() ? "no namespace" : "namespace " + root.getNamespaceURI();
        return problem(document, "root element " + root.getLocalPart() + " is in " + found
                + "; expected namespace " + expected.root().getNamespaceURI());
    }

    private static DocumentException problem(LocatedDocument document, String message) {
        return new DocumentException(new DocumentProblem(document.source(), document.positionOf(document.root()),
                message));
    }

    private static QName name(Element element) {
        String namespace = element.getNamespaceURI();
        return new QName(namespace == null ? "" : namespace, element.getLocalName());
    }

    private static String describe(QName name) {
        return name.getNamespaceURI().isEmpty() ? name.getLocalPart() : "{" + name.getNamespaceURI() + "}" + name.getLocalPart();
    }
}
