package org.accord.provider.clock;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link ScaledClock}'s library reference ({@link org.accord.speedpath.SpeedPaths.Path#TIMER_THREAD}): the same
 * simulated time, its callbacks on one {@link ScheduledThreadPoolExecutor} thread ({@code accord-execution-clock})
 * instead of a timer thread of its own. A callback is scheduled for the real delay until its instant, rounded
 * up to whole nanoseconds, and when the executor runs it before {@code now()} reaches the instant (the two
 * clocks round differently), it is put back for the rest.
 */
public final class ExecutorClock implements ExecutionClock {

    private static final Logger LOG = LoggerFactory.getLogger(ExecutionClock.class);

    private final double speedup;
    private final double start;
    private final long originNanos = System.nanoTime();
    private final ScheduledThreadPoolExecutor executor;

    /**
     * @param speedup simulated seconds per real second, positive and finite
     * @param start the simulated time now
     */
    public ExecutorClock(double speedup, double start) {
        if (!(speedup > 0) || !Double.isFinite(speedup)) {
            throw new IllegalArgumentException("speedup must be a positive finite number: " + speedup);
        }
        CallbackFailures.requireFinite(start);
        this.speedup = speedup;
        this.start = start;
        this.executor = new ScheduledThreadPoolExecutor(1, task -> {
            Thread thread = new Thread(task, "accord-execution-clock");
            thread.setDaemon(true);
            return thread;
        });
        executor.setRemoveOnCancelPolicy(true);
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
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
        Scheduled scheduled = new Scheduled(at, callback);
        scheduled.submit();
        return scheduled;
    }

    @Override
    public void close() {
        executor.shutdownNow();
        if (Thread.currentThread().getName().equals("accord-execution-clock")) {
            return;
        }
        try {
            if (!executor.awaitTermination(ScaledClock.CLOSE_WAIT_SECONDS, TimeUnit.SECONDS)) {
                LOG.warn("a clock callback still runs " + ScaledClock.CLOSE_WAIT_SECONDS
                        + " s after the clock was closed; it finishes in the background");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A callback and the executor's task that runs it. */
    private final class Scheduled implements ScheduledCallback, Runnable {

        private final double at;
        private final Runnable callback;
        private volatile ScheduledFuture<?> task;
        private volatile boolean done;

        Scheduled(double at, Runnable callback) {
            this.at = at;
            this.callback = callback;
        }

        void submit() {
            double delay = Math.max(0, (at - now()) / speedup * 1e9);
            task = executor.schedule(this, (long) Math.ceil(Math.min(delay, Long.MAX_VALUE / 4)), TimeUnit.NANOSECONDS);
        }

        @Override
        public void run() {
            if (done) {
                return;
            }
            if (now() < at) {
                if (!executor.isShutdown()) {
                    submit();
                }
                return;
            }
            synchronized (this) {
                if (done) {
                    return;
                }
                done = true;
            }
            try {
                CallbackFailures.runReporting(at, callback);
            } catch (Error e) {
                LOG.error("clock callback at simulated second " + at + " failed", e);
            }
        }

        @Override
        public double at() {
            return at;
        }

        @Override
        public boolean cancel() {
            synchronized (this) {
                if (done) {
                    return false;
                }
                done = true;
            }
            task.cancel(false);
            return true;
        }
    }
}
