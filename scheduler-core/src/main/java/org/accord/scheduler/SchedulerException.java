package org.accord.scheduler;

/**
 * Root of the scheduler core's unchecked domain exceptions: a malformed trace, an unknown policy name,
 * an unknown node or an inconsistent restore all extend it, so callers can map them in one place.
 */
public class SchedulerException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SchedulerException(String message) {
        super(message);
    }

    public SchedulerException(String message, Throwable cause) {
        super(message, cause);
    }
}
