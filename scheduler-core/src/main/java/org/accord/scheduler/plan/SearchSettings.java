package org.accord.scheduler.plan;

/**
 * How long {@link LocalSearchPlanner} searches one set: at most {@code maxMoves} moves and at most
 * {@code timeLimitMillis} of wall time, whichever comes first. A run that ends on its move budget (or on a
 * plan that places every request that fits the frame) is fully determined by its inputs and seed; one
 * cut short by the time limit is not, and says so ({@link LocalSearchPlanner.Result#timedOut()}).
 *
 * @param maxMoves        moves tried, at least 1
 * @param timeLimitMillis wall-time cap per set in milliseconds, at least 1
 */
public record SearchSettings(long maxMoves, long timeLimitMillis) {

    public SearchSettings {
        if (maxMoves < 1) {
            throw new IllegalArgumentException("planner moves must be at least 1: " + maxMoves);
        }
        if (timeLimitMillis < 1) {
            throw new IllegalArgumentException("planner time limit must be at least 1 ms: " + timeLimitMillis);
        }
    }
}
