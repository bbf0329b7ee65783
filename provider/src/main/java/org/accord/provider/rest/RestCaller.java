package org.accord.provider.rest;

import org.accord.provider.security.CallerIdentity;
import org.accord.provider.security.Operators;

/**
 * Who calls, as the SOAP ports see it: the authenticated user (or {@code anonymous} with security off), and
 * whether they are an operator (security off: everyone is), who sees and reads every initiator's agreements.
 */
record RestCaller(String name, boolean operator) {

    static RestCaller current(Operators operators) {
        String name = CallerIdentity.initiator();
        return new RestCaller(name, operators.permits(name));
    }

    /** Whether this caller may see an agreement of {@code initiator}. */
    boolean sees(String initiator) {
        return operator || name.equals(initiator);
    }
}
