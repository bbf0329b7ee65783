package org.accord.provider.server;

import java.util.List;
import java.util.Optional;

/**
 * A JAX-RS binding to publish beside the SOAP endpoints: its root resources and its providers (body
 * writers, exception mappers, filters), published at {@value #EMBEDDED_PATH} on the embedded server and at
 * {@code /CONTEXT}{@value #EMBEDDED_PATH} in a servlet container, with the SOAP ports' authentication and
 * request-time mark. Its {@code dashboard} resources, when it has some, are published the same way at
 * {@value #DASHBOARD_PATH}.
 */
public record RestEndpoint(List<Object> resources, List<Object> providers, List<Object> dashboard) {

    /** Where the binding answers, below the server's root. */
    public static final String EMBEDDED_PATH = "/api/v1";
    /** Where the {@code dashboard} resources answer (with the same providers and protections), below the server's root. */
    public static final String DASHBOARD_PATH = "/dashboard";

    public RestEndpoint {
        resources = List.copyOf(resources);
        providers = List.copyOf(providers);
        dashboard = List.copyOf(dashboard);
        if (resources.isEmpty()) {
            throw new IllegalArgumentException("a REST endpoint needs at least one resource");
        }
    }

    /** A binding without a dashboard. */
    public RestEndpoint(List<Object> resources, List<Object> providers) {
        this(resources, providers, List.of());
    }

    /** The dashboard's resources as a binding of their own, to publish at {@value #DASHBOARD_PATH}; empty without one. */
    public Optional<RestEndpoint> dashboardBinding() {
        return dashboard.isEmpty() ? Optional.empty() : Optional.of(new RestEndpoint(dashboard, providers));
    }
}
