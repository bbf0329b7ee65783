package org.accord.provider.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.accord.provider.health.HealthReport;
import org.accord.provider.metrics.ProviderMetrics;

/**
 * {@code GET /metrics} (Prometheus' text format 0.0.4; 404 when metrics are off), {@code GET /health/live} and
 * {@code GET /health/ready} (JSON, 200 when up, 503 naming the failing checks otherwise). The embedded server
 * maps it at its root; in a servlet container the WAR's web.xml maps it at {@code /metrics} and
 * {@code /health/*}, and it finds the provider's {@link Operations} in the servlet context's attribute
 * {@value #ATTRIBUTE}, which {@link AccordServlet} sets when it starts the provider.
 */
public class OperationsServlet extends HttpServlet {

    /** The servlet context attribute holding the provider's {@link Operations}. */
    public static final String ATTRIBUTE = Operations.class.getName();

    private static final long serialVersionUID = 1L;
    private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private transient Operations operations;

    /** For the WAR: the operations come from the servlet context. */
    public OperationsServlet() {
    }

    /** For the embedded server. */
    public OperationsServlet(Operations operations) {
        this.operations = operations;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Operations current = operations();
        if (current == null) {
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "the provider has not started");
            return;
        }
        String path = request.getServletPath() + (request.getPathInfo() == null ? "" : request.getPathInfo());
        switch (path) {
            case "/metrics" -> metrics(current, response);
            case "/health/live" -> health(current.health().live(), response);
            case "/health/ready" -> health(current.health().ready(), response);
            default -> response.sendError(HttpServletResponse.SC_NOT_FOUND,
                    "no such page: " + path + " (there are /metrics, /health/live and /health/ready)");
        }
    }

    private static void metrics(Operations operations, HttpServletResponse response) throws IOException {
        if (operations.metrics().isEmpty()) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND, "metrics are off (metrics.enabled=false)");
            return;
        }
        ProviderMetrics metrics = operations.metrics().get();
        write(response, HttpServletResponse.SC_OK, PROMETHEUS_TEXT, metrics.scrape());
    }

    private static void health(HealthReport report, HttpServletResponse response) throws IOException {
        response.setHeader("Cache-Control", "no-store");
        write(response, report.httpStatus(), "application/json", report.json());
    }

    private static void write(HttpServletResponse response, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.setContentType(type);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    private Operations operations() {
        if (operations == null) {
            operations = (Operations) getServletContext().getAttribute(ATTRIBUTE);
        }
        return operations;
    }
}
