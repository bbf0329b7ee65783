package org.accord.provider.clock;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Simulated time running {@code speedup} times faster than real time from a start instant:
 * {@code now = start + speedup * realSecondsSinceCreation} (monotonic, from {@link System#nanoTime}).
 * Callbacks run on one daemon thread, {@code accord-execution-clock}, never before {@code now()} reaches {@code at}, and
 * (unless the thread is busy) about {@value #COALESCE_NANOS} ns of real time after their instant or after
 * they were scheduled, whichever is later: the thread waits that long past the instant it waits for, so that
 * callbacks falling due close together (at the benchmark's 10^6 speed-up, the ends of agreements created a
 * fraction of a millisecond apart) share one wake-up. The simulated backend reports each end with its
 * predicted instant, so this moves when an event is reported, never what it says.
 *
 * <p>Why its own timer thread rather than a {@code ScheduledThreadPoolExecutor}: the simulated backend moves
 * its one end callback on nearly every admission (cancel, schedule anew), and the executor signals its thread
 * whenever the head of its queue changes, so every such move woke the clock thread only for it to wait again,
 * a context switch on each side per agreement (at the benchmark's 10^6 speed-up, ~1500 per second). Here the
 * thread is woken only when a callback falls due before the instant it is waiting for; a cancelled callback
 * stays queued, marked, until its instant comes or cancelled ones make up half the queue, and the thread
 * passes over it without running anything.
 */
public final class ScaledClock implements ExecutionClock {

    private static final Logger LOG = LoggerFactory.getLogger(ExecutionClock.class);

    /** How long (real nanoseconds) after a waited-for callback's instant the thread wakes for it. */
    static final long COALESCE_NANOS = 1_000_000;

    /** The longest single wait (about 73 years), so that a far instant plus the window cannot overflow. */
    private static final double MAX_WAIT_NANOS = Long.MAX_VALUE / 4;

    /** Cancelled callbacks are swept out of the queue once there are more than this many and half the queue. */
    private static final int SWEEP_AT_LEAST = 64;
    /** How long {@link #close} waits for a running callback. */
    static final long CLOSE_WAIT_SECONDS = 10;

    private static final Comparator<Entry> ORDER = Comparator.comparingDouble((Entry e) -> e.at)
            .thenComparingLong(e -> e.sequence);

    private final double speedup;
    private final double start;
    private final long originNanos = System.nanoTime();
    private final ReentrantLock lock = new ReentrantLock();
    private final PriorityQueue<Entry> queue = new PriorityQueue<>(ORDER);
    private final Thread thread;
    private long sequence;
    private int cancelled;
    /**
     * The simulated instant the thread waits for (infinity: for a schedule); minus infinity while it runs,
     * or once it has been woken, so that a schedule wakes it only when it would otherwise sleep past the
     * new callback.
     */
    private double waitingFor = Double.POSITIVE_INFINITY;
    /** {@link System#nanoTime} before which the thread does not wake for the callbacks it waits for. */
    private long wakeAtNanos = System.nanoTime();
    private final long coalesceNanos;
    private boolean closed;

    /**
     * @param speedup simulated seconds per real second, positive and finite
     * @param start the simulated time now (e.g. where a restarted provider's clock left off)
     */
    public ScaledClock(double speedup, double start) {
        this(speedup, start, COALESCE_NANOS);
    }

    /** {@link #ScaledClock(double, double)} waking {@code coalesceNanos} after a waited-for instant (tests). */
    ScaledClock(double speedup, double start, long coalesceNanos) {
        if (!(speedup > 0) || !Double.isFinite(speedup)) {
            throw new IllegalArgumentException("speedup must be a positive finite number: " + speedup);
        }
        CallbackFailures.requireFinite(start);
        this.speedup = speedup;
        this.start = start;
        this.coalesceNanos = coalesceNanos;
        this.thread = new Thread(this::runCallbacks, "accord-execution-clock");
        thread.setDaemon(true);
        thread.start();
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
        boolean wake;
        lock.lock();
        try {
            if (closed) {
                throw new IllegalStateException("the clock is closed");
            }
            entry.sequence = sequence++;
            queue.add(entry);
            wake = at < waitingFor;
            if (wake) {
                waitingFor = Double.NEGATIVE_INFINITY;
                wakeAtNanos = wakeAt(at);
            }
        } finally {
            lock.unlock();
        }
        if (wake) {
            LockSupport.unpark(thread);
        }
        return entry;
    }

    /** How many callbacks are queued, cancelled ones not yet swept out included (for tests). */
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
        LockSupport.unpark(thread);
        if (Thread.currentThread() == thread) {
            return;
        }
        try {
            thread.join(TimeUnit.SECONDS.toMillis(CLOSE_WAIT_SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            LOG.warn("a clock callback still runs " + CLOSE_WAIT_SECONDS
                    + " s after the clock was closed; it finishes in the background");
        }
    }

    /** The clock thread: runs each callback once it is due, in order, and otherwise waits for the next one. */
    private void runCallbacks() {
        while (true) {
            Entry due = nextDueOrWait();
            if (due == null) {
                return;
            }
            if (due.compareAndSet(false, true)) {
                run(due);
            }
        }
    }

    /** The next due callback, waiting until there is one; null once the clock is closed. */
    private Entry nextDueOrWait() {
        while (true) {
            long waitNanos;
            lock.lock();
            try {
                if (closed) {
                    return null;
                }
                Entry head = headNotCancelled();
                double now = now();
                long nowNanos = System.nanoTime();
                if (head != null && head.at <= now && nowNanos - wakeAtNanos >= 0) {
                    waitingFor = Double.NEGATIVE_INFINITY;
                    return queue.poll();
                }
                waitingFor = head == null ? Double.POSITIVE_INFINITY : head.at;
                if (head == null) {
                    waitNanos = 0;
                } else {
                    if (head.at > now) {
                        wakeAtNanos = wakeAt(head.at);
                    }
                    waitNanos = Math.max(1, wakeAtNanos - nowNanos);
                }
            } finally {
                lock.unlock();
            }
            if (waitNanos == 0) {
                LockSupport.park(this);
            } else {
                LockSupport.parkNanos(this, waitNanos);
            }
        }
    }

    /** The queue's first callback not cancelled, dropping the cancelled ones before it (lock held). */
    private Entry headNotCancelled() {
        Entry head;
        while ((head = queue.peek()) != null && head.get()) {
            queue.poll();
            cancelled = Math.max(0, cancelled - 1);
        }
        return head;
    }

    /**
     * The {@link System#nanoTime} at which a callback at {@code at} is run: now if its instant has passed,
     * else the coalescing window after its instant.
     */
    private long wakeAt(double at) {
        long nowNanos = System.nanoTime();
        double now = start + (nowNanos - originNanos) / 1e9 * speedup;
        return at <= now ? nowNanos : nowNanos + realNanosUntil(at, now) + coalesceNanos;
    }

    private long realNanosUntil(double at, double now) {
        return (long) Math.ceil(Math.min((at - now) / speedup * 1e9, MAX_WAIT_NANOS));
    }

    private static void run(Entry due) {
        try {
            CallbackFailures.runReporting(due.at, due.callback);
        } catch (Error e) {
            // As the executor this thread replaces did: one failing callback does not stop the clock.
            LOG.error("clock callback at simulated second " + due.at + " failed", e);
        }
    }

    /** Counts a cancelled callback; sweeps the queue once cancelled ones are many and half of it. */
    private void cancelled() {
        lock.lock();
        try {
            cancelled++;
            if (cancelled > SWEEP_AT_LEAST && cancelled > queue.size() / 2) {
                queue.removeIf(Entry::get);
                cancelled = 0;
            }
        } finally {
            lock.unlock();
        }
    }

    /** A queued callback; its flag is set once it has run or been cancelled, whichever came first. */
    private final class Entry extends AtomicBoolean implements ScheduledCallback {

        private final double at;
        private final Runnable callback;
        private long sequence;

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
            cancelled();
            return true;
        }
    }
}
