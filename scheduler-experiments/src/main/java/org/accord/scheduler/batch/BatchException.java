package org.accord.scheduler.batch;

import org.accord.scheduler.SchedulerException;

/**
 * A batch run that cannot go on: an unknown experiment, a bad option value, an unreadable output folder, a
 * missing column. The message says what was wrong, naming the value, so a command can print it as is.
 */
public class BatchException extends SchedulerException {
    private static final long serialVersionUID = 1L;

    public BatchException(String message) {
        super(message);
    }

    public BatchException(String message, Throwable cause) {
        super(message, cause);
    }
}
