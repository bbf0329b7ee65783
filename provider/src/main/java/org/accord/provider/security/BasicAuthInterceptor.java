package org.accord.provider.security;

import java.io.IOException;
import java.security.Principal;
import java.util.Optional;

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
 * challenge. Accepted ones put the user into the message's {@link SecurityContext}, where
 * {@code WebServiceContext.getUserPrincipal()} and {@link CallerIdentity} find it. GET requests (the
 * WSDL, CXF's service list) stay public: they describe the service and reveal no agreement.
 */
public final class BasicAuthInterceptor extends AbstractPhaseInterceptor<Message> {

    /** The realm in the challenge. */
    public static final String REALM = "Accord";

    private final UserDirectory users;

    public BasicAuthInterceptor(UserDirectory users) {
        super(Phase.RECEIVE);
        this.users = users;
    }

    @Override
    public void handleMessage(Message message) {
        if ("GET".equals(message.get(Message.HTTP_REQUEST_METHOD))) {
            return;
        }
        Optional<String> user = Optional.ofNullable(message.get(AuthorizationPolicy.class))
                .flatMap(policy -> users.authenticate(policy.getUserName(), policy.getPassword()));
        if (user.isPresent()) {
            message.put(SecurityContext.class, new UserContext(new AuthenticatedUser(user.get())));
        } else {
            refuse(message);
        }
    }

    private static void refuse(Message message) {
        HttpServletResponse response = (HttpServletResponse) message.get(AbstractHTTPDestination.HTTP_RESPONSE);
        if (response == null) {
            throw new Fault(new java.lang.SecurityException("authentication required"));
        }
        try {
            response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            response.setHeader("WWW-Authenticate", "Basic realm=\"" + REALM + "\", charset=\"UTF-8\"");
            response.setContentType("text/plain;charset=UTF-8");
            response.getWriter().write("authentication required: send HTTP Basic credentials of a provider user\n");
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
