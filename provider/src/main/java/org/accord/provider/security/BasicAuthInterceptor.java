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
 * while locked out, a request gets HTTP 429 with {@code Retry-After}, and its password is not checked. Accepted ones put the user into the message's {@link SecurityContext}, where
 * {@code WebServiceContext.getUserPrincipal()} and {@link CallerIdentity} find it. GET requests (the
 * WSDL, CXF's service list) stay public: they describe the service and reveal no agreement.
 */
public final class BasicAuthInterceptor extends AbstractPhaseInterceptor<Message> {

    /** The realm in the challenge. */
    public static final String REALM = "Accord";

    private static final int TOO_MANY_REQUESTS = 429;

    private final UserDirectory users;
    private final LoginThrottle throttle;

    public BasicAuthInterceptor(UserDirectory users) {
        this(users, new LoginThrottle());
    }

    BasicAuthInterceptor(UserDirectory users, LoginThrottle throttle) {
        super(Phase.RECEIVE);
        this.users = users;
        this.throttle = throttle;
    }

    @Override
    public void handleMessage(Message message) {
        if ("GET".equals(message.get(Message.HTTP_REQUEST_METHOD))) {
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
    private static void refuse(Message message, int status, Optional<Duration> wait) {
        HttpServletResponse response = (HttpServletResponse) message.get(AbstractHTTPDestination.HTTP_RESPONSE);
        if (response == null) {
            throw new Fault(new java.lang.SecurityException("authentication required"));
        }
        try {
            response.setStatus(status);
            response.setHeader("WWW-Authenticate", "Basic realm=\"" + REALM + "\", charset=\"UTF-8\"");
            response.setContentType("text/plain;charset=UTF-8");
            if (wait.isPresent()) {
                long seconds = (wait.get().toMillis() + 999) / 1000;
                response.setHeader("Retry-After", String.valueOf(seconds));
                response.getWriter().write("too many failed logins for this user or from this address: try again in "
                        + seconds + " s\n");
            } else {
                response.getWriter().write("authentication required: send HTTP Basic credentials of a provider user\n");
            }
            response.flushBuffer();
        } catch (IOException e) {
            throw new Fault(e);
        }
        message.getInterceptorChain().abort();
    }

    private record UserContext(Principal getUserPrincipal) implements SecurityContext {

        @Override
        public boolean isUserInRole(String role) {
            return false;
        }
    }
}
