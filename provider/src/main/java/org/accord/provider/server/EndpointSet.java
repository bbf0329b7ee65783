package org.accord.provider.server;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The endpoints one provider publishes (its SOAP ports, and its REST binding when it has one), what it serves
 * its operators beside them ({@link Operations}), plus what to release when they are unpublished (e.g. the core
 * service's store and clock), run once by {@link #close()}.
 */
public record EndpointSet(List<ServiceEndpoint> endpoints, Optional<RestEndpoint> rest, Runnable release,
        Operations operations) implements AutoCloseable {

    public EndpointSet {
        endpoints = List.copyOf(endpoints);
        Objects.requireNonNull(rest, "rest");
        Objects.requireNonNull(release, "release");
        Objects.requireNonNull(operations, "operations");
        Set<String> names = new HashSet<>();
        for (ServiceEndpoint endpoint : endpoints) {
            if (!names.add(endpoint.name())) {
                throw new IllegalArgumentException("two endpoints are named " + endpoint.name());
            }
        }
    }

    /** Endpoints without metrics, ready whenever they answer. */
    public EndpointSet(List<ServiceEndpoint> endpoints, Optional<RestEndpoint> rest, Runnable release) {
        this(endpoints, rest, release, Operations.none());
    }

    /** SOAP endpoints only, without metrics. */
    public EndpointSet(List<ServiceEndpoint> endpoints, Runnable release) {
        this(endpoints, Optional.empty(), release);
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
