package org.accord.provider.clock;

/**
 * A callback was scheduled on a clock that has been closed. A callback that meets it while it runs (it tried to
 * schedule its follow-up as the provider shut down) has stopped with the clock, not failed.
 */
public final class ClockClosedException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    ClockClosedException() {
        super("the clock is closed");
    }
}
