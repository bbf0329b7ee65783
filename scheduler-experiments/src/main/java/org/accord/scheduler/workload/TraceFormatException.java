package org.accord.scheduler.workload;

import org.accord.scheduler.SchedulerException;

/** A trace that cannot be read; the message names the file and line ({@code file:line: problem}). */
public final class TraceFormatException extends SchedulerException {
    private static final long serialVersionUID = 1L;

    public TraceFormatException(String message) {
        super(message);
    }

    public TraceFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
