package org.accord.provider.agreement;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The provider's latest offer decisions, numbered in the order they were made since it started, for the
 * operators' view of offers accepted, countered and rejected over time ({@code GET /api/v1/decisions}).
 * Every binding's decisions come here: creates (admitted or refused), Pending agreements accepted or rejected,
 * and each offer answered in a negotiation (accepted as offered, countered with other terms, or rejected). A
 * resent create answered with the agreement it made before ({@code RETRY}) decides nothing new and is left out.
 * The latest {@code capacity} are kept in memory, not stored; a run numbers its decisions from its start time in
 * milliseconds times 1000 (as {@link AgreementFeed#forRunStartingNow} numbers changes), so a reader holding a
 * number from before a restart reads every decision of the new run. Thread-safe.
 */
public final class DecisionHistory implements DecisionListener {

    /** Decisions kept by default. */
    public static final int DEFAULT_CAPACITY = 10_000;

    /**
     * One decision: its number, when it was made, the operation ({@code create}, {@code createPending},
     * {@code accept}, {@code reject}, {@code negotiate}), the outcome ({@code accepted}, {@code countered},
     * {@code rejected}, {@code pending}), the reason code, who offered and on which template.
     */
    public record Entry(long seq, Instant at, String operation, String outcome, String reason, String initiator,
            String templateId) {

        public Entry {
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(operation, "operation");
            Objects.requireNonNull(outcome, "outcome");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(initiator, "initiator");
            Objects.requireNonNull(templateId, "templateId");
        }
    }

    private final int capacity;
    private final ArrayDeque<Entry> entries = new ArrayDeque<>();
    private long lastSeq;

    /** A history numbering its decisions from 1. */
    public DecisionHistory(int capacity) {
        this(capacity, 1);
    }

    /** A history numbering its decisions from {@code firstSeq}. */
    public DecisionHistory(int capacity, long firstSeq) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        if (firstSeq < 1) {
            throw new IllegalArgumentException("decision numbers start at 1 or later: " + firstSeq);
        }
        this.capacity = capacity;
        this.lastSeq = firstSeq - 1;
    }

    /** The history of a provider starting now: numbered above every number an earlier run gave. */
    public static DecisionHistory forRunStartingNow(int capacity) {
        return new DecisionHistory(capacity, System.currentTimeMillis() * 1000);
    }

    @Override
    public synchronized void decided(Decision decision) {
        if (decision.reason().equals("RETRY")) {
            return;
        }
        if (entries.size() == capacity) {
            entries.removeFirst();
        }
        entries.addLast(new Entry(++lastSeq, Instant.now(), decision.operation(), decision.outcome().label(),
                decision.reason(), decision.initiator(), decision.templateId()));
    }

    /** The decisions held after number {@code seq} (0: all held), oldest first, at most {@code max}. */
    public synchronized List<Entry> after(long seq, int max) {
        List<Entry> found = new ArrayList<>();
        for (Entry entry : entries) {
            if (entry.seq() > seq && found.size() < max) {
                found.add(entry);
            }
        }
        return found;
    }

    /** The number of the latest decision (one less than the first before it is made). */
    public synchronized long lastSeq() {
        return lastSeq;
    }
}
