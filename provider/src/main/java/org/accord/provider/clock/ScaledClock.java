package org.accord.provider.clock;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Simulated time running {@code speedup} times faster than real time from a start instant:
 * {@code now = start + speedup * realSecondsSinceCreation} (monotonic, from {@link System#nanoTime}).
 * Callbacks run on the one thread of a {@link ScheduledThreadPoolExecutor}, {@code accord-execution-clock},
 * never before {@code now()} reaches {@code at}, in order of their instants (ties in scheduling order).
 *
 * <p>Each callback waits in a queue ordered by instant; the executor wakes the thread for it about
 * {@value #COALESCE_NANOS} ns of real time after its instant, and a wake-up runs every queued callback due by
 * then, in order: callbacks falling due close together (at the benchmark's 10^6 speed-up, the ends of
 * agreements created a fraction of a millisecond apart) share one wake-up, and the ones whose own wake-up
 * comes later find nothing left to run. The simulated backend reports each end with its predicted instant, so
 * this moves when an event is reported, never what it says. A timer thread of the clock's own, woken only when
 * a callback fell due before the instant it waited for, saved no measurable share of a create's CPU against
 * the executor ({@code docs/benchmarks.md}, "Speed paths").
 */
public final class ScaledClock implements ExecutionClock {

    private static final Logger LOG = LoggerFactory.getLogger(ExecutionClock.class);

    /** How long (real nanoseconds) after a callback's instant the thread is woken for it. */
    static final long COALESCE_NANOS = 1_000_000;

    /** The longest single wait (about 73 years), so that a far instant plus the window cannot overflow. */
    private static final double MAX_WAIT_NANOS = Long.MAX_VALUE / 4;

    /** How long {@link #close} waits for a running callback. */
    static final long CLOSE_WAIT_SECONDS = 10;

    private static final Comparator<Entry> ORDER = Comparator.comparingDouble((Entry e) -> e.at)
            .thenComparingLong(e -> e.sequence);

    private final double speedup;
    private final double start;
    private final long originNanos = System.nanoTime();
    private final long coalesceNanos;
    private final ScheduledThreadPoolExecutor executor;
    private final ReentrantLock lock = new ReentrantLock();
    private final PriorityQueue<Entry> queue = new PriorityQueue<>(ORDER);
    private volatile Thread thread;
    private long sequence;
    private boolean closed;

    /**
     * @param speedup simulated seconds per real second, positive and finite
     * @param start the simulated time now (e.g. where a restarted provider's clock left off)
     */
    public ScaledClock(double speedup, double start) {
        this(speedup, start, COALESCE_NANOS);
    }

    /** {@link #ScaledClock(double, double)} waking {@code coalesceNanos} after a callback's instant (tests). */
    ScaledClock(double speedup, double start, long coalesceNanos) {
        if (!(speedup > 0) || !Double.isFinite(speedup)) {
            throw new IllegalArgumentException("speedup must be a positive finite number: " + speedup);
        }
        CallbackFailures.requireFinite(start);
        this.speedup = speedup;
        this.start = start;
        this.coalesceNanos = coalesceNanos;
        this.executor = new ScheduledThreadPoolExecutor(1, task -> {
            Thread made = new Thread(task, "accord-execution-clock");
            made.setDaemon(true);
            thread = made;
            return made;
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
        Entry entry = new Entry(at, callback);
        lock.lock();
        try {
            if (closed) {
                throw new ClockClosedException();
            }
            entry.sequence = sequence++;
            queue.add(entry);
            double now = now();
            long delay = at <= now ? 0 : realNanosUntil(at, now) + coalesceNanos;
            entry.wakeAtNanos = System.nanoTime() + delay;
            entry.wakeUp = executor.schedule(this::runDue, delay, TimeUnit.NANOSECONDS);
        } finally {
            lock.unlock();
        }
        return entry;
    }

    /** How many callbacks are queued (for tests). */
    int queued() {
        lock.lock();
        try {
            return queue.size();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Stops the clock; callbacks not yet run never run. A callback already running finishes first: close
     * returns once the clock thread has ended (waiting at most {@value #CLOSE_WAIT_SECONDS} s), so that what
     * the callbacks use (the store) can be closed next. Called from a callback, it does not wait for itself.
     */
    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            queue.clear();
        } finally {
            lock.unlock();
        }
        // shutdown, not shutdownNow: an interrupt would reach a running callback, and one writing to the store
        // through a FileChannel would close the channel (and H2 its database) under it. Wake-ups not yet run
        // are dropped (setExecuteExistingDelayedTasksAfterShutdownPolicy(false)).
        executor.shutdown();
        if (Thread.currentThread() == thread) {
            return;
        }
        try {
            if (!executor.awaitTermination(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS)) {
                LOG.warn("a clock callback still runs " + CLOSE_WAIT_SECONDS
                        + " s after the clock was closed; it finishes in the background");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A wake-up: runs every queued callback due by now, in order. */
    private void runDue() {
        Entry due;
        while ((due = nextDue()) != null) {
            if (due.compareAndSet(false, true)) {
                run(due);
            }
        }
    }

    /**
     * The queue's first callback if it is due (its instant has come, or its own wake-up, which rounding can
     * bring a hair before the instant), taken out of the queue; null if none is (or the clock is closed).
     */
    private Entry nextDue() {
        lock.lock();
        try {
            Entry head = queue.peek();
            if (closed || head == null || (head.at > now() && System.nanoTime() - head.wakeAtNanos < 0)) {
                return null;
            }
            return queue.poll();
        } finally {
            lock.unlock();
        }
    }

    private long realNanosUntil(double at, double now) {
        return (long) Math.ceil(Math.min((at - now) / speedup * 1e9, MAX_WAIT_NANOS));
    }

    private static void run(Entry due) {
        try {
            CallbackFailures.runReporting(due.at, due.callback);
        } catch (Error e) {
            // One failing callback does not stop the clock.
            LOG.error("clock callback at simulated second " + due.at + " failed", e);
        }
    }

    /** A queued callback; its flag is set once it has run or been cancelled, whichever came first. */
    private final class Entry extends AtomicBoolean implements ScheduledCallback {

        private final double at;
        private final Runnable callback;
        private long sequence;
        private ScheduledFuture<?> wakeUp;
        private long wakeAtNanos;

        Entry(double at, Runnable callback) {
            this.at = at;
            this.callback = callback;
        }

        @Override
        public double at() {
            return at;
        }

        @Override
        public boolean cancel() {
            if (!compareAndSet(false, true)) {
                return false;
            }
            lock.lock();
            try {
                queue.remove(this);
                wakeUp.cancel(false);
            } finally {
                lock.unlock();
            }
            return true;
        }
    }
}
