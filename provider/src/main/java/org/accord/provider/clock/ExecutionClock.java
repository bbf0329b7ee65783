package org.accord.provider.clock;

import java.time.Instant;

/**
 * Simulated time, in seconds since the clock's origin, and callbacks at simulated instants. The
 * provider runs admitted work on it: an agreement placed to finish at simulated second {@code f} is
 * completed by a callback scheduled at {@code f}. Implementations are thread-safe.
 */
public interface ExecutionClock extends AutoCloseable {

    /** The current simulated time in seconds. */
    double now();

    /**
     * The instant of clock second {@code seconds}: the clock's seconds count from the Unix epoch, so a
     * simulated clock's timeline starts at 1970-01-01T00:00:00Z and a real-time clock's seconds are wall time.
     * This and {@link #secondsOf} are the one conversion between the scheduler's seconds and instants.
     */
    static Instant instantOf(double seconds) {
        long whole = (long) Math.floor(seconds);
        return Instant.ofEpochSecond(whole, Math.round((seconds - whole) * 1e9));
    }

    /** The clock second of {@code instant}, the inverse of {@link #instantOf}. */
    static double secondsOf(Instant instant) {
        return instant.getEpochSecond() + instant.getNano() / 1e9;
    }

    /**
     * Runs {@code callback} once simulated time reaches {@code at}. Callbacks run one at a time, in
     * order of their instants (ties in scheduling order); an instant already past is due at once. A
     * callback that throws is reported and does not stop later ones.
     *
     * @throws IllegalArgumentException if {@code at} is not finite
     * @throws ClockClosedException if the clock is closed
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
