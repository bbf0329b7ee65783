package org.accord.provider.rest;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;

/** Content negotiation where a resource has a JSON and a WS-Agreement form: JSON unless XML is preferred. */
final class Negotiation {

    private Negotiation() {}

    /** Whether the Accept header's most preferred type is XML ({@code application/xml} or {@code text/xml}), not JSON. */
    static boolean prefersXml(HttpHeaders headers) {
        for (MediaType type : headers.getAcceptableMediaTypes()) {
            if (type.isWildcardType() || type.isCompatible(MediaType.APPLICATION_JSON_TYPE)) {
                return false;
            }
            if (type.isCompatible(MediaType.APPLICATION_XML_TYPE) || type.isCompatible(MediaType.TEXT_XML_TYPE)) {
                return true;
            }
        }
        return false;
    }
}
