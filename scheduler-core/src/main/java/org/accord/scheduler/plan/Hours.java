package org.accord.scheduler.plan;

/**
 * The one home of the planner's time unit: the planner works in hours (the analytical-terms paper's unit),
 * agreements and execution clocks in seconds. Every conversion between the two goes through here.
 */
public final class Hours {

    /** Seconds in one hour. */
    public static final double SECONDS = 3600;

    private Hours() {}

    /** {@code seconds} in hours. */
    public static double ofSeconds(double seconds) {
        return seconds / SECONDS;
    }

    /** {@code hours} in seconds. */
    public static double toSeconds(double hours) {
        return hours * SECONDS;
    }
}
