package org.accord.provider.server;

import java.nio.file.Path;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.servlet.ServletConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.SettingsLoader;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.transport.servlet.CXFNonSpringServlet;

/**
 * The provider in a servlet container (Tomcat 10.1, Jetty 12 ee10): a {@code CXFNonSpringServlet},
 * mapped at {@code /services/*} by the WAR's web.xml, that publishes the {@link EndpointFactory}'s
 * endpoints at relative addresses {@code /NAME}, so they answer at {@code /CONTEXT/services/NAME}, with
 * CXF's service list at {@code /CONTEXT/services/}, and the REST binding at {@code /CONTEXT/api/v1} (web.xml also
 * maps the servlet at {@code /api/*}), with the operators' dashboard at {@code /CONTEXT/dashboard/} (mapped at
 * {@code /dashboard/*}). It hands the provider's {@link Operations} (metrics, health) to the
 * {@link OperationsServlet} the web.xml maps at {@code /metrics} and {@code /health/*}.
 *
 * <p>Parameters, read from the servlet's init parameters, then the context's, then system properties:
 * {@value #CONFIG_PARAMETER} names a provider config file (absent: the built-in defaults, whose relative
 * data directory is then relative to the container's working directory); {@value #ENDPOINTS_PARAMETER}
 * names the endpoint factory class (absent: the single one registered as a service).
 */
public class AccordServlet extends CXFNonSpringServlet {

    /** Names the provider's config file. */
    public static final String CONFIG_PARAMETER = "accord.config";
    /** Names the {@link EndpointFactory} class. */
    public static final String ENDPOINTS_PARAMETER = "accord.endpoints";

    private static final long serialVersionUID = 1L;

    /** The servlet path web.xml maps the REST binding at; the binding is published at {@value #REST_PATH} below it. */
    private static final String REST_MAPPING = "/api";
    private static final String REST_PATH = "/v1";
    /** The servlet path web.xml maps the dashboard at; it is published at the same relative address. */
    private static final String DASHBOARD_MAPPING = RestEndpoint.DASHBOARD_PATH;

    private final transient List<Server> servers = new ArrayList<>();
    private transient EndpointSet endpoints = EndpointSet.of();
    private long maxMessageBytes;

    @Override
    protected void loadBus(ServletConfig config) {
        super.loadBus(config);
        ProviderSettings settings = SettingsLoader.load(parameter(config, CONFIG_PARAMETER).map(Path::of), Map.of());
        EndpointFactory factory = EndpointFactories.resolve(
                parameter(config, ENDPOINTS_PARAMETER), Thread.currentThread().getContextClassLoader());
        endpoints = factory.open(settings);
        maxMessageBytes = settings.maxMessageBytes();
        config.getServletContext().setAttribute(OperationsServlet.ATTRIBUTE, endpoints.operations());
        EndpointPublisher publisher = new EndpointPublisher(getBus(), PublishingOptions.of(settings),
                endpoints.operations());
        for (ServiceEndpoint endpoint : endpoints.endpoints()) {
            servers.add(publisher.publish(endpoint, "/" + endpoint.name()));
        }
        endpoints.rest().ifPresent(rest -> servers.add(publisher.publishRest(rest, REST_PATH)));
        endpoints.rest().flatMap(RestEndpoint::dashboardBinding)
                .ifPresent(dashboard -> servers.add(publisher.publishRest(dashboard, DASHBOARD_MAPPING)));
    }

    /**
     * CXF finds a destination by the path after the servlet's mapping, whichever mapping matched: keeps the
     * REST binding to {@code /api/v1} and the SOAP ports to {@code /services}, so neither answers under the
     * other's prefix. A request naming a charset the JVM cannot decode is handed on marked ({@link CharsetGuard});
     * what is left of a body within the message size limit is read once it is answered ({@link UnreadBody}).
     */
    @Override
    protected void invoke(HttpServletRequest received, HttpServletResponse response) throws ServletException {
        try {
            route(CharsetGuard.guard(received), response);
        } finally {
            UnreadBody.drain(received, maxMessageBytes);
        }
    }

    private void route(HttpServletRequest request, HttpServletResponse response) throws ServletException {
        if (DASHBOARD_MAPPING.equals(request.getServletPath())) {
            super.invoke(new DashboardRequest(request), response);
            return;
        }
        boolean rest = REST_MAPPING.equals(request.getServletPath());
        String path = Optional.ofNullable(request.getPathInfo()).orElse("");
        boolean restPath = path.equals(REST_PATH) || path.startsWith(REST_PATH + "/");
        if (rest != restPath) {
            try {
                response.sendError(HttpServletResponse.SC_NOT_FOUND);
            } catch (java.io.IOException e) {
                throw new ServletException(e);
            }
            return;
        }
        super.invoke(request, response);
    }

    /**
     * A dashboard request as CXF finds destinations: by the path after the servlet path, so the mapping's
     * {@code /dashboard} moves into the path ({@code /CONTEXT/dashboard/x}: servlet path empty, path {@code /dashboard/x}).
     */
    private static final class DashboardRequest extends HttpServletRequestWrapper {

        DashboardRequest(HttpServletRequest request) {
            super(request);
        }

        @Override
        public String getServletPath() {
            return "";
        }

        @Override
        public String getPathInfo() {
            return DASHBOARD_MAPPING + Optional.ofNullable(super.getPathInfo()).orElse("");
        }
    }

    @Override
    public void destroy() {
        try {
            getServletContext().removeAttribute(OperationsServlet.ATTRIBUTE);
            servers.forEach(Server::destroy);
            endpoints.close();
        } finally {
            deregisterOwnJdbcDrivers();
            super.destroy();
        }
    }

    /** JDBC drivers in the WAR register themselves globally; leaving them would pin the webapp in memory. */
    private void deregisterOwnJdbcDrivers() {
        ClassLoader webapp = getClass().getClassLoader();
        for (Driver driver : Collections.list(DriverManager.getDrivers())) {
            if (driver.getClass().getClassLoader() == webapp) {
                try {
                    DriverManager.deregisterDriver(driver);
                } catch (SQLException e) {
                    log("cannot deregister JDBC driver " + driver.getClass().getName(), e);
                }
            }
        }
    }

    private static Optional<String> parameter(ServletConfig config, String name) {
        return Optional.ofNullable(config.getInitParameter(name))
                .or(() -> Optional.ofNullable(config.getServletContext().getInitParameter(name)))
                .or(() -> Optional.ofNullable(System.getProperty(name)))
                .filter(value -> !value.isBlank());
    }
}
