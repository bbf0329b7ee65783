package org.accord.document;

import java.util.Arrays;
import java.util.Optional;

import javax.xml.namespace.QName;

/** The four kinds of document Accord reads, each identified by its root element. */
public enum DocumentKind {
    TEMPLATE(Namespaces.WSAG, "Template"),
    AGREEMENT_OFFER(Namespaces.WSAG, "AgreementOffer"),
    AGREEMENT(Namespaces.WSAG, "Agreement"),
    NEGOTIATION_OFFER(Namespaces.NEGOTIATION, "NegotiationOffer");

    private final QName root;

    DocumentKind(String namespace, String localName) {
        this.root = new QName(namespace, localName);
    }

    /** The root element of documents of this kind. */
    public QName root() {
        return root;
    }

    /** The kind whose root element is exactly this name. */
    public static Optional<DocumentKind> ofRoot(QName name) {
        return Arrays.stream(values()).filter(kind -> kind.root.equals(name)).findFirst();
    }

    /** The kind whose root element has this local name, whatever its namespace. */
    public static Optional<DocumentKind> ofLocalName(String localName) {
        return Arrays.stream(values()).filter(kind -> kind.root.getLocalPart().equals(localName)).findFirst();
    }
}
