package org.accord.provider.security;

import java.security.Principal;
import java.util.Optional;

import jakarta.xml.ws.WebServiceContext;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.apache.cxf.security.SecurityContext;

/**
 * Who is calling, for a service implementation. Two equivalent ways: the standard JAX-WS one,
 * {@code @Resource WebServiceContext context; context.getUserPrincipal()}, or {@link #currentUser()}
 * from any code running on the request's thread. Both are empty when security is off (and no container
 * authentication happened).
 */
public final class CallerIdentity {

    /** The initiator name of unauthenticated callers (security off: everyone shares it). */
    public static final String ANONYMOUS = "anonymous";

    private CallerIdentity() {}

    /** The authenticated user of the request being served on this thread, or {@value #ANONYMOUS}. */
    public static String initiator() {
        return currentUser().orElse(ANONYMOUS);
    }

    /** The authenticated user of the request being served on this thread. */
    public static Optional<String> currentUser() {
        Message message = PhaseInterceptorChain.getCurrentMessage();
        if (message == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(message.get(SecurityContext.class))
                .map(SecurityContext::getUserPrincipal)
                .map(Principal::getName);
    }

    /** The authenticated user known to a JAX-WS context. */
    public static Optional<String> of(WebServiceContext context) {
        return Optional.ofNullable(context.getUserPrincipal()).map(Principal::getName);
    }
}
