package org.accord.provider.clock;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Simulated time running {@code speedup} times faster than real time from a start instant:
 * {@code now = start + speedup * realSecondsSinceCreation} (monotonic, from {@link System#nanoTime}).
 * Callbacks run on one daemon thread, {@code (at - now) / speedup} real seconds after scheduling, so
 * they observe {@code now() >= at}.
 */
public final class ScaledClock implements ExecutionClock {

    private final double speedup;
    private final double start;
    private final long originNanos = System.nanoTime();
    private final ScheduledThreadPoolExecutor executor;

    /**
     * @param speedup simulated seconds per real second, positive and finite
     * @param start the simulated time now (e.g. where a restarted provider's clock left off)
     */
    public ScaledClock(double speedup, double start) {
        if (!(speedup > 0) || !Double.isFinite(speedup)) {
            throw new IllegalArgumentException("speedup must be a positive finite number: " + speedup);
        }
        CallbackFailures.requireFinite(start);
        this.speedup = speedup;
        this.start = start;
        this.executor = new ScheduledThreadPoolExecutor(1, runnable -> {
            Thread thread = new Thread(runnable, "accord-execution-clock");
            thread.setDaemon(true);
            return thread;
        });
        executor.setRemoveOnCancelPolicy(true);
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    public double speedup() {
        return speedup;
    }

    @Override
    public double now() {
        return start + (System.nanoTime() - originNanos) / 1e9 * speedup;
    }

    @Override
    public ScheduledCallback schedule(double at, Runnable callback) {
        CallbackFailures.requireFinite(at);
        if (executor.isShutdown()) {
            throw new IllegalStateException("the clock is closed");
        }
        long delayNanos = (long) Math.ceil(Math.max(0, at - now()) / speedup * 1e9);
        ScheduledFuture<?> future = executor.schedule(
                () -> CallbackFailures.runReporting(at, callback), delayNanos, TimeUnit.NANOSECONDS);
        return new ScheduledCallback() {
            @Override
            public double at() {
                return at;
            }

            @Override
            public boolean cancel() {
                return future.cancel(false);
            }
        };
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
