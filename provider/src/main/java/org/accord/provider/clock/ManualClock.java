package org.accord.provider.clock;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Simulated time that moves only when told to, for tests and deterministic runs. Callbacks run inside
 * {@link #advanceTo} and {@link #advanceBy}, in the calling thread, in order of their instants; while a
 * callback runs, {@link #now()} is its instant. A callback may schedule further callbacks; those due
 * before the target instant run in the same advance.
 */
public final class ManualClock implements ExecutionClock {

    private final PriorityQueue<Entry> queue = new PriorityQueue<>(
            Comparator.comparingDouble(Entry::at).thenComparingLong(Entry::sequence));
    private double now;
    private long sequence;
    private boolean closed;

    public ManualClock(double start) {
        CallbackFailures.requireFinite(start);
        this.now = start;
    }

    @Override
    public synchronized double now() {
        return now;
    }

    @Override
    public synchronized ScheduledCallback schedule(double at, Runnable callback) {
        CallbackFailures.requireFinite(at);
        if (closed) {
            throw new ClockClosedException();
        }
        Entry entry = new Entry(at, sequence++, callback, new AtomicBoolean());
        queue.add(entry);
        return entry;
    }

    /** Moves time forward by {@code seconds}, running the callbacks that fall due. */
    public void advanceBy(double seconds) {
        if (!(seconds >= 0)) {
            throw new IllegalArgumentException("seconds must not be negative: " + seconds);
        }
        advanceTo(now() + seconds);
    }

    /** Moves time forward to {@code instant}, running the callbacks due at or before it. */
    public void advanceTo(double instant) {
        synchronized (this) {
            if (instant < now) {
                throw new IllegalArgumentException("the clock cannot go back from " + now + " to " + instant);
            }
        }
        Entry due;
        while ((due = nextDue(instant)) != null) {
            if (due.done().compareAndSet(false, true)) {
                CallbackFailures.runReporting(due.at(), due.callback());
            }
        }
        synchronized (this) {
            now = instant;
        }
    }

    /** How many callbacks are waiting. */
    public synchronized int pending() {
        queue.removeIf(entry -> entry.done().get());
        return queue.size();
    }

    private synchronized Entry nextDue(double instant) {
        Entry next = queue.peek();
        if (next == null || next.at() > instant || closed) {
            return null;
        }
        queue.poll();
        now = Math.max(now, next.at());
        return next;
    }

    @Override
    public synchronized void close() {
        closed = true;
        queue.clear();
    }

    private record Entry(double at, long sequence, Runnable callback, AtomicBoolean done)
            implements ScheduledCallback {

        @Override
        public boolean cancel() {
            return done.compareAndSet(false, true);
        }
    }
}
