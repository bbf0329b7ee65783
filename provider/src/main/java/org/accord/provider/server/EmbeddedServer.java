package org.accord.provider.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.security.GeneralSecurityException;

import org.accord.provider.config.ProviderSettings;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.message.Message;
import org.apache.cxf.transport.DestinationFactoryManager;
import org.apache.cxf.transport.http.DestinationRegistry;
import org.apache.cxf.transport.http.HTTPTransportFactory;
import org.apache.cxf.transport.http_jetty.JettyHTTPDestination;
import org.apache.cxf.transport.http_jetty.JettyHTTPServerEngine;
import org.apache.cxf.transport.http_jetty.JettyHTTPServerEngineFactory;
import org.apache.cxf.transport.servlet.servicelist.ServiceListGeneratorServlet;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.eclipse.jetty.ee11.servlet.ServletContextHandler;
import org.eclipse.jetty.server.handler.ContextHandlerCollection;
import org.eclipse.jetty.ee11.servlet.FilterHolder;
import org.eclipse.jetty.ee11.servlet.ServletHolder;

/**
 * The provider's endpoints on CXF's embedded Jetty transport, at
 * {@code http://HOST:PORT/services/NAME} (or {@code https://} with a {@link TlsKeystore}), with CXF's service list at {@code http://HOST:PORT/services/} as
 * in a servlet container, and the REST binding, when the set has one, at {@code http://HOST:PORT/api/v1}. Each server has its own CXF bus, so closing it frees the
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
        return start(settings.host(), settings.port(), PublishingOptions.of(settings),
                settings.tlsKeystore().map(file -> new TlsKeystore(file, settings.tlsKeystorePassword())), endpoints);
    }

    /** Publishes {@code endpoints} on {@code host:port} with the given protections, over plain HTTP. */
    public static EmbeddedServer start(String host, int port, PublishingOptions options, EndpointSet endpoints) {
        return start(host, port, options, Optional.empty(), endpoints);
    }

    /**
     * Publishes {@code endpoints} on {@code host:port} with the given protections, over HTTPS with
     * {@code tls}'s identity when it is present (then no plain HTTP is served on that port).
     */
    public static EmbeddedServer start(String host, int port, PublishingOptions options, Optional<TlsKeystore> tls,
            EndpointSet endpoints) {
        String urlHost = host.contains(":") ? "[" + host + "]" : host;
        String scheme = tls.isPresent() ? "https" : "http";
        EmbeddedServer server = new EmbeddedServer(
                BusFactory.newInstance().createBus(), endpoints, scheme + "://" + urlHost + ":" + port + "/services");
        try {
            if (tls.isPresent()) {
                server.secure(host, port, tls.get());
            }
            EndpointPublisher publisher = new EndpointPublisher(server.bus, options, endpoints.operations());
            for (ServiceEndpoint endpoint : endpoints.endpoints()) {
                server.servers.add(publisher.publish(endpoint, server.baseUrl + "/" + endpoint.name()));
            }
            server.publishServiceList();
            if (endpoints.rest().isPresent()) {
                server.servers.add(publisher.publishRest(endpoints.rest().get(), server.restUrl()));
                endpoints.rest().get().dashboardBinding().ifPresent(dashboard -> server.servers.add(
                        publisher.publishRest(dashboard, server.dashboardUrl())));
            }
            server.guardCharsets(options.maxMessageBytes());
            server.publishOperations();
            return server;
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    private void secure(String host, int port, TlsKeystore tls) {
        try {
            new JettyHTTPServerEngineFactory(bus).setTLSServerParametersForPort(host, port, tls.serverParameters());
        } catch (GeneralSecurityException | IOException e) {
            throw new PublishingException("cannot serve HTTPS on port " + port + " with " + tls.file() + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Puts {@link CharsetGuard}'s filter in front of CXF in every Jetty context the endpoints live in, so that a
     * request naming a charset the JVM cannot decode reaches CXF marked instead of failing in Jetty with a 500,
     * and {@link UnreadBody}'s, so that a refusal sent before the body was read reaches the caller.
     */
    private void guardCharsets(long maxMessageBytes) {
        java.util.Set<ServletContextHandler> guarded = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Server published : servers) {
            if (published.getDestination() instanceof JettyHTTPDestination destination
                    && destination.getEngine() instanceof JettyHTTPServerEngine engine) {
                try {
                    ServletContextHandler context = engine.getContextHandler(
                            URI.create(destination.getAddress().getAddress().getValue()).toURL());
                    if (context != null && guarded.add(context)) {
                        context.addFilter(new FilterHolder(new UnreadBody.Filter(maxMessageBytes)), "/*",
                                java.util.EnumSet.of(jakarta.servlet.DispatcherType.REQUEST));
                        context.addFilter(new FilterHolder(new CharsetGuard.Guard()), "/*",
                                java.util.EnumSet.of(jakarta.servlet.DispatcherType.REQUEST));
                    }
                } catch (MalformedURLException e) {
                    throw new PublishingException("cannot guard " + destination.getAddress().getAddress().getValue()
                            + ": " + e.getMessage(), e);
                }
            }
        }
    }

    /**
     * CXF's service list (the page a {@code CXFNonSpringServlet} shows at {@code /services/}) at the root of
     * the endpoints' Jetty context: CXF's embedded transport maps each endpoint's path in a context at
     * {@code /services} but nothing at the context's root, which would answer 404.
     */
    private void publishServiceList() {
        if (servers.isEmpty() || !(servers.get(0).getDestination() instanceof JettyHTTPDestination destination)
                || !(destination.getEngine() instanceof JettyHTTPServerEngine engine)) {
            return;
        }
        try {
            ServletContextHandler context = engine.getContextHandler(
                    URI.create(destination.getAddress().getAddress().getValue()).toURL());
            if (context != null) {
                context.addServlet(new ServletHolder(new ServiceList(registry(), bus, baseUrl)), "");
            }
        } catch (MalformedURLException e) {
            throw new PublishingException("cannot publish the service list at " + baseUrl + "/: " + e.getMessage(), e);
        }
    }

    /**
     * {@code /metrics} and {@code /health/*} ({@link OperationsServlet}) at the root of the endpoints' Jetty
     * server, beside CXF's {@code /services} context (Jetty picks the longest matching context path, so
     * {@code /services/...} still reaches CXF). When CXF already made a root context (it does for the dashboard
     * at {@code /dashboard}), the servlet joins it: a second context at {@code /} would never be reached.
     */
    private void publishOperations() {
        if (servers.isEmpty() || !(servers.get(0).getDestination() instanceof JettyHTTPDestination destination)
                || !(destination.getEngine() instanceof JettyHTTPServerEngine engine)) {
            return;
        }
        ContextHandlerCollection contexts = engine.getServer().getDescendant(ContextHandlerCollection.class);
        if (contexts == null) {
            throw new PublishingException("cannot publish /metrics and /health: CXF's Jetty server has no contexts");
        }
        ServletHolder operations = new ServletHolder(new OperationsServlet(endpoints.operations()));
        Optional<ServletContextHandler> existing = contexts.getDescendants(ServletContextHandler.class).stream()
                .filter(context -> "/".equals(context.getContextPath())).findFirst();
        ServletContextHandler root = existing.orElseGet(() -> new ServletContextHandler("/"));
        root.addServlet(operations, "/metrics");
        root.addServlet(operations, "/health/*");
        if (existing.isEmpty()) {
            contexts.addHandler(root);
            try {
                root.start();
            } catch (Exception e) {
                throw new PublishingException("cannot publish /metrics and /health: " + e.getMessage(), e);
            }
        }
    }

    /** {@code http://HOST:PORT}: where {@code /metrics} and {@code /health/...} answer. */
    public String rootUrl() {
        return baseUrl.substring(0, baseUrl.length() - "/services".length());
    }

    /**
     * CXF's list generator, given the base path a {@code CXFNonSpringServlet}'s controller would have put in the
     * request (it names each endpoint relative to it).
     */
    private static final class ServiceList extends ServiceListGeneratorServlet {

        private static final long serialVersionUID = 1L;

        private final String basePath;

        ServiceList(DestinationRegistry registry, Bus bus, String basePath) {
            super(registry, bus);
            this.basePath = basePath;
        }

        @Override
        public void service(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
            request.setAttribute(Message.BASE_PATH, basePath);
            super.service(request, response);
        }
    }

    private DestinationRegistry registry() {
        DestinationFactoryManager factories = bus.getExtension(DestinationFactoryManager.class);
        try {
            return ((HTTPTransportFactory) factories.getDestinationFactory("http://cxf.apache.org/transports/http"))
                    .getRegistry();
        } catch (org.apache.cxf.BusException e) {
            throw new PublishingException("no HTTP transport to list the services of: " + e.getMessage(), e);
        }
    }

    /** {@code http://HOST:PORT/services}. */
    public String baseUrl() {
        return baseUrl;
    }

    /** {@code http://HOST:PORT/api/v1}, where the REST binding answers (when the endpoint set has one). */
    public String restUrl() {
        return baseUrl.substring(0, baseUrl.length() - "/services".length()) + RestEndpoint.EMBEDDED_PATH;
    }

    /** {@code http://HOST:PORT/dashboard}, where the operators' dashboard answers (when the REST binding has one). */
    public String dashboardUrl() {
        return baseUrl.substring(0, baseUrl.length() - "/services".length()) + RestEndpoint.DASHBOARD_PATH;
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
