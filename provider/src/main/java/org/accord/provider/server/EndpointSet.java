package org.accord.provider.server;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The endpoints one provider publishes, plus what to release when they are unpublished (e.g. the core
 * service's store and clock), run once by {@link #close()}.
 */
public record EndpointSet(List<ServiceEndpoint> endpoints, Runnable release) implements AutoCloseable {

    public EndpointSet {
        endpoints = List.copyOf(endpoints);
        Objects.requireNonNull(release, "release");
        Set<String> names = new HashSet<>();
        for (ServiceEndpoint endpoint : endpoints) {
            if (!names.add(endpoint.name())) {
                throw new IllegalArgumentException("two endpoints are named " + endpoint.name());
            }
        }
    }

    /** Endpoints with nothing to release. */
    public static EndpointSet of(ServiceEndpoint... endpoints) {
        return new EndpointSet(List.of(endpoints), () -> { });
    }

    @Override
    public void close() {
        release.run();
    }
}
