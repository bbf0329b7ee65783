package org.accord.scheduler.admission;

import org.accord.scheduler.SchedulerException;

/** A policy name that the {@link PolicyRegistry} does not know. */
public final class UnknownPolicyException extends SchedulerException {
    private static final long serialVersionUID = 1L;

    public UnknownPolicyException(String name, Iterable<String> known) {
        super("unknown admission policy '" + name + "', known: " + String.join(", ", known));
    }
}
