package org.accord.provider.clock;

/**
 * Simulated time, in seconds since the clock's origin, and callbacks at simulated instants. The
 * provider runs admitted work on it: an agreement placed to finish at simulated second {@code f} is
 * completed by a callback scheduled at {@code f}. Implementations are thread-safe.
 */
public interface ExecutionClock extends AutoCloseable {

    /** The current simulated time in seconds. */
    double now();

    /**
     * Runs {@code callback} once simulated time reaches {@code at}. Callbacks run one at a time, in
     * order of their instants (ties in scheduling order); an instant already past is due at once. A
     * callback that throws is reported and does not stop later ones.
     *
     * @throws IllegalArgumentException if {@code at} is not finite
     * @throws IllegalStateException if the clock is closed
     */
    ScheduledCallback schedule(double at, Runnable callback);

    /** Stops the clock; callbacks not yet run never run. */
    @Override
    void close();

    /** A callback waiting for its instant. */
    interface ScheduledCallback {

        /** The simulated instant it is scheduled at. */
        double at();

        /** Keeps it from running; false if it has already run or was cancelled. */
        boolean cancel();
    }
}
