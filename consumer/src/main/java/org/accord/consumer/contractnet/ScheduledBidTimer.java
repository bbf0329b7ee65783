package org.accord.consumer.contractnet;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * A real-time {@link BidTimer}: instants from a {@link Clock}, expiries on a scheduled executor. The
 * expiry actions are short (they complete a future), so one thread serves many concurrent biddings.
 * Closing it shuts down the executor only when the timer created it.
 */
public final class ScheduledBidTimer implements BidTimer, AutoCloseable {

    private final Clock clock;
    private final ScheduledExecutorService executor;
    private final boolean ownsExecutor;

    /** A timer over the given clock and executor; {@link #close()} leaves the executor running. */
    public ScheduledBidTimer(Clock clock, ScheduledExecutorService executor) {
        this(clock, executor, false);
    }

    private ScheduledBidTimer(Clock clock, ScheduledExecutorService executor, boolean ownsExecutor) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.executor = Objects.requireNonNull(executor, "executor");
        this.ownsExecutor = ownsExecutor;
    }

    /**
     * The UTC system clock with its own daemon thread, stopped by {@link #close()}. Cancelled expiries
     * (the usual case: the contractor answered in time) leave the queue at once.
     */
    public static ScheduledBidTimer systemTimer() {
        ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, "accord-bid-timer");
            thread.setDaemon(true);
            return thread;
        });
        executor.setRemoveOnCancelPolicy(true);
        return new ScheduledBidTimer(Clock.systemUTC(), executor, true);
    }

    @Override
    public Instant now() {
        return clock.instant();
    }

    @Override
    public Timeout schedule(Duration delay, Runnable action) {
        ScheduledFuture<?> future = executor.schedule(action, delay.toNanos(), TimeUnit.NANOSECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public void close() {
        if (ownsExecutor) {
            executor.shutdownNow();
        }
    }
}
