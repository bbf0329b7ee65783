package org.accord.provider.server;

import java.util.List;

/**
 * A JAX-RS binding to publish beside the SOAP endpoints: its root resources and its providers (body
 * writers, exception mappers, filters), published at {@value #EMBEDDED_PATH} on the embedded server and at
 * {@code /CONTEXT}{@value #EMBEDDED_PATH} in a servlet container, with the SOAP ports' authentication and
 * request-time mark.
 */
public record RestEndpoint(List<Object> resources, List<Object> providers) {

    /** Where the binding answers, below the server's root. */
    public static final String EMBEDDED_PATH = "/api/v1";

    public RestEndpoint {
        resources = List.copyOf(resources);
        providers = List.copyOf(providers);
        if (resources.isEmpty()) {
            throw new IllegalArgumentException("a REST endpoint needs at least one resource");
        }
    }
}
