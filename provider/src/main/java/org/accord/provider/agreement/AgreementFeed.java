package org.accord.provider.agreement;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.provider.store.AgreementRecord;

/**
 * The provider's recent agreement changes, in the order they were written, for readers that wait for them
 * (the REST binding's event stream). The service writes every agreement through a store that reports each
 * write here ({@link #written}), inside the admission lock, so the order is the order of the writes.
 *
 * <p>The feed keeps the last {@code capacity} changes in memory, numbered one after the other from
 * {@link #firstId()}: a reader that resumes from a change still held misses nothing; one that asks for changes
 * older than the oldest held learns it ({@link #oldestId()}) and should re-read the agreements it follows. The
 * changes are not stored, so a restarted provider holds none of the earlier run's; its numbers start above
 * every number the earlier run gave ({@link #forRunStartingNow}), so a reader resuming with a number from before
 * the restart is told that changes are missing instead of silently skipping the new run's first ones.
 * Thread-safe.
 */
public final class AgreementFeed {

    /** Changes kept by default. */
    public static final int DEFAULT_CAPACITY = 10_000;

    private final int capacity;
    private final long firstId;
    private final ArrayDeque<AgreementChange> changes = new ArrayDeque<>();
    private long lastId;
    private boolean closed;

    /** A feed numbering its changes from 1. */
    public AgreementFeed(int capacity) {
        this(capacity, 1);
    }

    /** A feed numbering its changes from {@code firstId}. */
    public AgreementFeed(int capacity, long firstId) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        if (firstId < 1) {
            throw new IllegalArgumentException("change ids start at 1 or later: " + firstId);
        }
        this.capacity = capacity;
        this.firstId = firstId;
        this.lastId = firstId - 1;
    }

    /**
     * The feed of a provider starting now: its first number is the wall-clock time in milliseconds times 1000,
     * above every number an earlier run gave unless that run made more than 1000 changes per millisecond it ran
     * (or the clock was set back between the runs). The numbers stay below 2^53, exact in JavaScript, until 2255.
     */
    public static AgreementFeed forRunStartingNow(int capacity) {
        return new AgreementFeed(capacity, System.currentTimeMillis() * 1000);
    }

    /** The number of the first change of this run. */
    public long firstId() {
        return firstId;
    }

    /** Records what a store write did: {@code before} is empty for a new agreement. */
    synchronized void written(Optional<AgreementRecord> before, AgreementRecord after) {
        for (AgreementChange.Type type : types(before, after)) {
            if (changes.size() == capacity) {
                changes.removeFirst();
            }
            changes.addLast(new AgreementChange(++lastId, type, after.agreementId(), after.initiator(),
                    after.templateId(), after.state(), Instant.now()));
        }
        notifyAll();
    }

    /** The changes held after {@code lastSeen} (0: all held), oldest first, at most {@code max}. */
    public synchronized List<AgreementChange> after(long lastSeen, int max) {
        List<AgreementChange> found = new ArrayList<>();
        for (AgreementChange change : changes) {
            if (change.id() > lastSeen && found.size() < max) {
                found.add(change);
            }
        }
        return found;
    }

    /**
     * Waits up to {@code wait} for a change after {@code lastSeen}; returns what {@link #after} then holds
     * (empty when none came, or the feed closed).
     */
    public synchronized List<AgreementChange> await(long lastSeen, Duration wait, int max) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        while (!closed && lastId <= lastSeen) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                break;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return after(lastSeen, max);
    }

    /** The number of the oldest change held (the next one's number when none is). */
    public synchronized long oldestId() {
        return changes.isEmpty() ? lastId + 1 : changes.getFirst().id();
    }

    /** The number of the latest change ({@link #firstId()} - 1 before the first). */
    public synchronized long lastId() {
        return lastId;
    }

    /** Whether the provider is stopping: waiting readers are woken and should end. */
    public synchronized boolean closed() {
        return closed;
    }

    /** Wakes every waiting reader; {@link #closed()} is true from now on. */
    public synchronized void close() {
        closed = true;
        notifyAll();
    }

    private static List<AgreementChange.Type> types(Optional<AgreementRecord> before, AgreementRecord after) {
        List<AgreementChange.Type> types = new ArrayList<>();
        AgreementState was = before.map(AgreementRecord::state).orElse(null);
        if (before.isEmpty()) {
            types.add(AgreementChange.Type.CREATED);
        } else if (was == AgreementState.PENDING && after.state() == AgreementState.OBSERVED) {
            types.add(AgreementChange.Type.ACCEPTED);
        }
        boolean wasRunning = before.map(r -> running(r)).orElse(false);
        if (!wasRunning && running(after)) {
            types.add(AgreementChange.Type.STARTED);
        }
        if (was != after.state()) {
            switch (after.state()) {
                case COMPLETE -> {
                    types.add(AgreementChange.Type.COMPLETED);
                    if (after.guarantees().stream().map(GuaranteeOutcome::state)
                            .anyMatch(GuaranteeTermState.VIOLATED::equals)) {
                        types.add(AgreementChange.Type.VIOLATED);
                    }
                }
                case TERMINATED -> types.add(AgreementChange.Type.TERMINATED);
                case REJECTED -> types.add(AgreementChange.Type.REJECTED);
                default -> { }
            }
        }
        return types;
    }

    /** Observed with every service term Processing. */
    private static boolean running(AgreementRecord record) {
        return record.state() == AgreementState.OBSERVED && !record.serviceTerms().isEmpty()
                && record.serviceTerms().values().stream().allMatch(ServiceTermState.PROCESSING::equals);
    }
}
