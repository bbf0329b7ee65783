package org.accord.provider.security;

import java.io.IOException;
import java.security.Principal;
import java.time.Duration;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.apache.cxf.configuration.security.AuthorizationPolicy;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.security.SecurityContext;
import org.apache.cxf.transport.http.AbstractHTTPDestination;

/**
 * Requires HTTP Basic credentials from the {@link UserDirectory} on every SOAP request (POST). It runs
 * first in the receive phase, before the body is read or parsed, and works the same on CXF's embedded
 * Jetty transport and in a servlet container, since both hand CXF the Basic credentials and the
 * servlet response.
 *
 * <p>Missing or wrong credentials end the request with HTTP 401 and a {@code WWW-Authenticate: Basic}
 * challenge. Repeated failures for one user name or from one address are throttled ({@link LoginThrottle}):
 * while locked out, a request gets HTTP 429 with {@code Retry-After}, and its password is not checked. One
 * throttle serves every port of a provider, SOAP and REST alike, so a lockout earned on one holds on all (the
 * publisher passes the same one to each). Accepted ones put the user into the message's {@link SecurityContext}, where
 * {@code WebServiceContext.getUserPrincipal()} and {@link CallerIdentity} find it. GET requests (the
 * WSDL, CXF's service list) stay public: they describe the service and reveal no agreement.
 */
public final class BasicAuthInterceptor extends AbstractPhaseInterceptor<Message> {

    /** The realm in the challenge. */
    public static final String REALM = "Accord";

    private static final int TOO_MANY_REQUESTS = 429;

    /** The REST binding's one document anyone may read: it describes the API and reveals no agreement. */
    private static final String OPENAPI_DOCUMENT = "/openapi.json";

    private final UserDirectory users;
    private final LoginThrottle throttle;
    private final boolean rest;

    /** For a SOAP port: GETs (the WSDL, CXF's service list) stay public; refusals are plain text. */
    public BasicAuthInterceptor(UserDirectory users, LoginThrottle throttle) {
        this(users, throttle, false);
    }

    private BasicAuthInterceptor(UserDirectory users, LoginThrottle throttle, boolean rest) {
        super(Phase.RECEIVE);
        this.users = users;
        this.throttle = throttle;
        this.rest = rest;
    }

    /**
     * For the REST binding: every method is authenticated (a GET reads agreements there), except a GET of
     * the OpenAPI document; refusals are {@code application/problem+json} (RFC 9457).
     */
    public static BasicAuthInterceptor forRest(UserDirectory users, LoginThrottle throttle) {
        return new BasicAuthInterceptor(users, throttle, true);
    }

    @Override
    public void handleMessage(Message message) {
        if ("GET".equals(message.get(Message.HTTP_REQUEST_METHOD)) && (!rest || String.valueOf(
                message.get(Message.REQUEST_URI)).endsWith(OPENAPI_DOCUMENT))) {
            return;
        }
        AuthorizationPolicy policy = message.get(AuthorizationPolicy.class);
        if (policy == null || policy.getUserName() == null) {
            refuse(message, HttpServletResponse.SC_UNAUTHORIZED, Optional.empty());
            return;
        }
        String name = policy.getUserName();
        String address = address(message);
        Optional<Duration> wait = throttle.lockout(name, address);
        if (wait.isPresent()) {
            refuse(message, TOO_MANY_REQUESTS, wait);
            return;
        }
        Optional<String> user = users.authenticate(name, policy.getPassword());
        if (user.isPresent()) {
            throttle.succeeded(name, address);
            message.put(SecurityContext.class, new UserContext(new AuthenticatedUser(user.get())));
        } else {
            throttle.failed(name, address);
            refuse(message, HttpServletResponse.SC_UNAUTHORIZED, Optional.empty());
        }
    }

    private static String address(Message message) {
        HttpServletRequest request = (HttpServletRequest) message.get(AbstractHTTPDestination.HTTP_REQUEST);
        return request == null ? "unknown" : request.getRemoteAddr();
    }

    /** 401 with a Basic challenge, or 429 with Retry-After (whole seconds, rounded up) while throttled. */
    private void refuse(Message message, int status, Optional<Duration> wait) {
        HttpServletResponse response = (HttpServletResponse) message.get(AbstractHTTPDestination.HTTP_RESPONSE);
        if (response == null) {
            throw new Fault(new java.lang.SecurityException("authentication required"));
        }
        try {
            response.setStatus(status);
            response.setHeader("WWW-Authenticate", "Basic realm=\"" + REALM + "\", charset=\"UTF-8\"");
            String detail;
            if (wait.isPresent()) {
                long seconds = (wait.get().toMillis() + 999) / 1000;
                response.setHeader("Retry-After", String.valueOf(seconds));
                detail = "too many failed logins for this user or from this address: try again in " + seconds + " s";
            } else {
                detail = "authentication required: send HTTP Basic credentials of a provider user";
            }
            if (rest) {
                response.setContentType("application/problem+json;charset=UTF-8");
                response.getWriter().write(problem(status, detail));
            } else {
                response.setContentType("text/plain;charset=UTF-8");
                response.getWriter().write(detail + "\n");
            }
            response.flushBuffer();
        } catch (IOException e) {
            throw new Fault(e);
        }
        message.getInterceptorChain().abort();
    }

    /** The refusal as RFC 9457 problem+json, with the reason code the REST binding uses for it. */
    private static String problem(int status, String detail) {
        String code = status == TOO_MANY_REQUESTS ? "LIMIT_EXCEEDED" : "UNAUTHENTICATED";
        String title = status == TOO_MANY_REQUESTS ? "Too many failed logins" : "Authentication required";
        return "{\"type\":\"urn:accord:problem:" + code + "\",\"title\":\"" + title + "\",\"status\":" + status
                + ",\"code\":\"" + code + "\",\"detail\":\"" + detail + "\"}";
    }

    private record UserContext(Principal getUserPrincipal) implements SecurityContext {

        @Override
        public boolean isUserInRole(String role) {
            return false;
        }
    }
}
