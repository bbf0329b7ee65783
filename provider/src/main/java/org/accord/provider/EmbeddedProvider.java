package org.accord.provider;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Map;

import org.accord.provider.config.ProviderSettings;
import org.accord.provider.endpoint.ProviderEndpoints;
import org.accord.provider.server.EmbeddedServer;
import org.accord.provider.server.PublishingException;

/**
 * A whole provider in this JVM (store, templates, clock, core service, every endpoint on CXF's embedded
 * Jetty), for {@code ./accord provider}, the demo and tests:
 * <pre>{@code
 * try (EmbeddedProvider provider = EmbeddedProvider.start(settings)) {
 *   String url = provider.baseUrl();   // http://127.0.0.1:8080/services
 * }
 * }</pre>
 */
public final class EmbeddedProvider implements AutoCloseable {

    private static final int FREE_PORT_ATTEMPTS = 5;

    private final EmbeddedServer server;
    private final ProviderSettings settings;

    private EmbeddedProvider(EmbeddedServer server, ProviderSettings settings) {
        this.server = server;
        this.settings = settings;
    }

    /** Starts a provider on the settings' host and port. */
    public static EmbeddedProvider start(ProviderSettings settings) {
        return new EmbeddedProvider(EmbeddedServer.start(settings, new ProviderEndpoints().open(settings)), settings);
    }

    /** Starts a provider on a free port of the settings' host (the settings' port is ignored). */
    public static EmbeddedProvider startOnFreePort(ProviderSettings settings) {
        PublishingException last = null;
        for (int attempt = 0; attempt < FREE_PORT_ATTEMPTS; attempt++) {
            try {
                return start(settings.withPort(freePort(settings.host())));
            } catch (PublishingException e) {
                last = e; // another process took the port between probing and binding: try another
            }
        }
        throw last;
    }

    /** {@code http://HOST:PORT/services}. */
    public String baseUrl() {
        return server.baseUrl();
    }

    /** {@code http://HOST:PORT}: {@code /metrics}, {@code /health/live} and {@code /health/ready} answer under it. */
    public String rootUrl() {
        return server.rootUrl();
    }

    /** {@code http://HOST:PORT/api/v1}, the REST binding's root. */
    public String restUrl() {
        return server.restUrl();
    }

    /** {@code http://HOST:PORT/dashboard}, the operators' dashboard. */
    public String dashboardUrl() {
        return server.dashboardUrl();
    }

    /** Every endpoint's URL by name; its WSDL is at the URL plus {@code ?wsdl}. */
    public Map<String, String> endpointUrls() {
        return server.endpointUrls();
    }

    /** The settings it runs with (the port actually bound). */
    public ProviderSettings settings() {
        return settings;
    }

    /** Stops the endpoints, the clock and the store. */
    @Override
    public void close() {
        server.close();
    }

    private static int freePort(String host) {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(host))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot find a free port on " + host, e);
        }
    }

}
