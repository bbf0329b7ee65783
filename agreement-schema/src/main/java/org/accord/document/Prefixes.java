package org.accord.document;

import java.util.Map;

import org.glassfish.jaxb.runtime.marshaller.NamespacePrefixMapper;

/** The prefixes Accord writes: wsag, wsag-neg, accord and xs, instead of JAXB's ns1, ns2... */
final class Prefixes extends NamespacePrefixMapper {

    private static final Map<String, String> PREFIXES = Map.of(
            Namespaces.WSAG, "wsag",
            Namespaces.NEGOTIATION, "wsag-neg",
            Namespaces.ACCORD, "accord",
            Namespaces.XML_SCHEMA, "xs");

    @Override
    public String getPreferredPrefix(String namespaceUri, String suggestion, boolean requirePrefix) {
        return PREFIXES.getOrDefault(namespaceUri, suggestion);
    }

    @Override
    public String[] getPreDeclaredNamespaceUris() {
        return new String[] {Namespaces.WSAG, Namespaces.ACCORD};
    }
}
