package org.accord.term;

import java.util.Set;

/**
 * Names of universal terms: values that belong to the world rather than to the agreement and stay
 * unbound until the moment of evaluation supplies them.
 */
public final class UniversalTerms {

    /** The current time in seconds, e.g. used to price lateness. */
    public static final String WALLCLOCK = "wallclock";

    /** The universal terms every term set knows unless it declares its own set. */
    public static final Set<String> DEFAULT = Set.of(WALLCLOCK);

    private UniversalTerms() {
    }
}
