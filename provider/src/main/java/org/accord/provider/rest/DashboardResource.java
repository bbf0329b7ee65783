package org.accord.provider.rest;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import org.accord.agreement.FaultReason;
import org.accord.provider.fault.FaultException;
import org.accord.provider.security.Operators;

/**
 * The operators' dashboard at {@code /dashboard/}: its page, script and style sheet, read from the provider's
 * own classpath ({@value #FILES}), so it needs nothing from the internet. It reads the REST binding at
 * {@code ../api/v1/} with the browser's credentials (the same Basic realm), and is served to operators only.
 * {@code /dashboard} without the slash is redirected to it, so the page's relative addresses resolve.
 */
@Path("/")
public final class DashboardResource {

    static final String FILES = "accord/dashboard/";
    private static final Pattern FILE = Pattern.compile("[a-z][a-z0-9-]{0,40}\\.(html|js|css|svg)");
    private static final Map<String, String> TYPES = Map.of("html", "text/html;charset=UTF-8",
            "js", "text/javascript;charset=UTF-8", "css", "text/css;charset=UTF-8", "svg", "image/svg+xml");

    private final Operators operators;

    DashboardResource(Operators operators) {
        this.operators = operators;
    }

    @GET
    public Response page(@Context UriInfo uri) {
        URI requested = uri.getRequestUri();
        if (!requested.getPath().endsWith("/")) {
            return Response.status(Response.Status.MOVED_PERMANENTLY)
                    .location(URI.create(requested.getRawPath() + "/")).build();
        }
        return file("index.html");
    }

    @GET
    @Path("{file}")
    public Response file(@PathParam("file") String name) {
        RestCaller caller = RestCaller.current(operators);
        if (!caller.operator()) {
            throw new FaultException(FaultReason.ACCESS_DENIED, "user '" + caller.name()
                    + "' may not open the dashboard: only the users named in security.operators may");
        }
        Matcher file = FILE.matcher(name);
        InputStream in = file.matches() ? DashboardResource.class.getClassLoader().getResourceAsStream(FILES + name) : null;
        if (in == null) {
            throw new ProblemException(Problem.of(404, "NOT_FOUND", "Not found",
                    "the dashboard has no file '" + name + "'"));
        }
        try (in) {
            return Response.ok(in.readAllBytes(), TYPES.get(file.group(1))).header("Cache-Control", "no-cache")
                    .header("X-Content-Type-Options", "nosniff").build();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the dashboard's " + name, e);
        }
    }
}
