package org.accord.consumer.contractnet;

import java.time.Duration;
import java.time.Instant;

/**
 * The broker's source of time: the current instant, and actions run after a delay (bid expiries).
 * {@link ScheduledBidTimer} uses a {@link java.time.Clock} and a scheduled executor; tests use a manual
 * timer they advance by hand, so biddings of minutes run in microseconds and deterministically.
 */
public interface BidTimer {

    /** The current instant. */
    Instant now();

    /** Runs {@code action} once after {@code delay}, on a thread of the timer's choosing. */
    Timeout schedule(Duration delay, Runnable action);

    /** A scheduled action that can still be cancelled. */
    interface Timeout {

        /** Prevents the action from running if it has not started; does nothing otherwise. */
        void cancel();
    }
}
