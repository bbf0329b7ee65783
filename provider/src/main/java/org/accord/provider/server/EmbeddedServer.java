package org.accord.provider.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.accord.provider.config.ProviderSettings;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.endpoint.Server;

/**
 * The provider's endpoints on CXF's embedded Jetty transport, at
 * {@code http://HOST:PORT/services/NAME}. Each server has its own CXF bus, so closing it frees the
 * port and stops every endpoint (and then releases the {@link EndpointSet}).
 */
public final class EmbeddedServer implements AutoCloseable {

    private final Bus bus;
    private final EndpointSet endpoints;
    private final String baseUrl;
    private final List<Server> servers = new ArrayList<>();

    private EmbeddedServer(Bus bus, EndpointSet endpoints, String baseUrl) {
        this.bus = bus;
        this.endpoints = endpoints;
        this.baseUrl = baseUrl;
    }

    /** Publishes {@code endpoints} with the protections the settings ask for. */
    public static EmbeddedServer start(ProviderSettings settings, EndpointSet endpoints) {
        return start(settings.host(), settings.port(), PublishingOptions.of(settings), endpoints);
    }

    /** Publishes {@code endpoints} on {@code host:port} with the given protections. */
    public static EmbeddedServer start(String host, int port, PublishingOptions options, EndpointSet endpoints) {
        String urlHost = host.contains(":") ? "[" + host + "]" : host;
        EmbeddedServer server = new EmbeddedServer(
                BusFactory.newInstance().createBus(), endpoints, "http://" + urlHost + ":" + port + "/services");
        try {
            EndpointPublisher publisher = new EndpointPublisher(server.bus, options);
            for (ServiceEndpoint endpoint : endpoints.endpoints()) {
                server.servers.add(publisher.publish(endpoint, server.baseUrl + "/" + endpoint.name()));
            }
            return server;
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /** {@code http://HOST:PORT/services}. */
    public String baseUrl() {
        return baseUrl;
    }

    /** Each endpoint's URL by name, in publishing order; its WSDL is at the URL plus {@code ?wsdl}. */
    public Map<String, String> endpointUrls() {
        Map<String, String> urls = new LinkedHashMap<>();
        endpoints.endpoints().forEach(e -> urls.put(e.name(), baseUrl + "/" + e.name()));
        return urls;
    }

    /** Stops the endpoints, frees the port and releases the endpoint set. */
    @Override
    public void close() {
        try {
            servers.forEach(Server::destroy);
            bus.shutdown(true);
        } finally {
            endpoints.close();
        }
    }
}
