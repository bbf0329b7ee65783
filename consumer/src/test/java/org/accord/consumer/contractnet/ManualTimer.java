package org.accord.consumer.contractnet;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.PriorityQueue;

/** A {@link BidTimer} whose time moves only when a test calls {@link #advance}; actions run in due order. */
public final class ManualTimer implements BidTimer {

    private static final class Task implements Timeout {
        final Instant due;
        final long sequence;
        final Runnable action;
        boolean cancelled;

        Task(Instant due, long sequence, Runnable action) {
            this.due = due;
            this.sequence = sequence;
            this.action = action;
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }

    private final PriorityQueue<Task> tasks = new PriorityQueue<>(
            Comparator.comparing((Task task) -> task.due).thenComparingLong(task -> task.sequence));
    private Instant now = Instant.parse("2026-01-01T00:00:00Z");
    private long sequence;

    @Override
    public Instant now() {
        return now;
    }

    @Override
    public Timeout schedule(Duration delay, Runnable action) {
        Task task = new Task(now.plus(delay), sequence++, action);
        tasks.add(task);
        return task;
    }

    /** Moves time forward by {@code step}, running every action that falls due on the way. */
    public void advance(Duration step) {
        Instant target = now.plus(step);
        while (!tasks.isEmpty() && !tasks.peek().due.isAfter(target)) {
            Task task = tasks.poll();
            now = task.due;
            if (!task.cancelled) {
                task.action.run();
            }
        }
        now = target;
    }

    public void advanceSeconds(double seconds) {
        advance(Duration.ofNanos(Math.round(seconds * 1e9)));
    }
}
