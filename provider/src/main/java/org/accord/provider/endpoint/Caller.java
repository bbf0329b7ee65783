package org.accord.provider.endpoint;

import java.util.Optional;

import org.accord.provider.security.CallerIdentity;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;

/**
 * Who calls and where: the authenticated user ({@value #ANONYMOUS} when security is off, so everyone
 * shares one initiator), and the address of a sibling endpoint for create/initiate responses.
 */
final class Caller {

    /** The initiator name of unauthenticated callers. */
    static final String ANONYMOUS = CallerIdentity.ANONYMOUS;

    private Caller() {}

    static String name() {
        return CallerIdentity.initiator();
    }

    /** The authenticated user (security on), who initiates every offer they send; empty with security off. */
    static Optional<String> authenticated() {
        return CallerIdentity.currentUser();
    }

    /** The URL of endpoint {@code name} next to the one serving this request, e.g. .../services/Agreement. */
    static String sibling(String name) {
        Message message = PhaseInterceptorChain.getCurrentMessage();
        Object url = message == null ? null : message.get(Message.REQUEST_URL);
        if (url == null) {
            return "/services/" + name;
        }
        String text = url.toString();
        return text.substring(0, text.lastIndexOf('/') + 1) + name;
    }
}
