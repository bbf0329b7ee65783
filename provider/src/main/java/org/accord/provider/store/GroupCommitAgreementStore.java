package org.accord.provider.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import org.accord.agreement.AgreementState;

/**
 * The embedded store: agreements in the H2 file database, written by group commit. A write (create,
 * update) is checked and made visible to this store's readers at once, and queued; one writer thread
 * commits everything queued in one transaction, and a caller is answered only after the commit that holds
 * its write. Concurrent callers therefore share commits: with eight clients creating, one H2 commit
 * carries several agreements.
 *
 * <p>Durability is the database's: H2 with {@code WRITE_DELAY=0} ({@link StoreLocation#embedded}) has a
 * commit in its file (the operating system's cache) when the commit returns, so an acknowledged write
 * survives kill -9; nothing is fsynced, so a power failure or OS crash may lose the last commits.
 *
 * <p>Waiting for the commit outside the caller's locks: {@link #committing} runs a unit of work (which may
 * take locks, as the service's admission lock) whose writes only queue, and then waits once for the commit
 * that holds all of them, after those locks are released. A write outside {@code committing} waits for its
 * own commit before it returns. A read that returns a write not yet committed waits for that commit too
 * (at the end of the enclosing {@code committing}, if any), so nothing is reported that a kill could take back.
 *
 * <p>Consistency: writes are serialised by one lock and see the latest version of every record: queued
 * ones are read from memory before the database. The writer commits a snapshot and only then forgets each
 * record not changed since, so every record is always in memory or in the database; listings read both
 * under a lock the writer's commit excludes. A failed commit fails the callers waiting for it (a
 * {@link StoreException}) and is retried, its writes staying visible. Negotiations are written through.
 */
public final class GroupCommitAgreementStore implements AgreementStore {

    /** The directory an earlier release's write-ahead journal used inside the data directory. */
    static final String LEGACY_JOURNAL_DIR = "journal";

    private static final System.Logger LOG = System.getLogger(GroupCommitAgreementStore.class.getName());

    /** How long the writer waits before retrying a commit that failed. */
    private static final long RETRY_MILLIS = 100;

    private record OfferKey(String initiator, String offerId) {}

    /** A write not yet known to be committed, and the sequence number of the commit that will hold it. */
    private record Queued(AgreementRecord record, long sequence) {}

    /** What the current thread's {@link #committing} scope must wait for. */
    private static final class Scope {
        int depth;
        long awaited;
    }

    private final JdbcAgreementStore database;
    private final ReentrantLock writes = new ReentrantLock();
    private final ReentrantReadWriteLock commits = new ReentrantReadWriteLock();
    private final Map<String, Queued> queued = new ConcurrentHashMap<>();
    private final Map<OfferKey, String> queuedOffers = new ConcurrentHashMap<>();
    /** Ids written since the writer's last snapshot (writes lock). */
    private final Set<String> dirty = new HashSet<>();
    /** Ids created and not yet committed: the writer inserts them without trying an update first (writes lock). */
    private final Set<String> creates = new HashSet<>();
    private final ThreadLocal<Scope> scopes = ThreadLocal.withInitial(Scope::new);
    private final Object commitSignal = new Object();
    private final Thread writer;
    /** Sequence number of the latest queued write (changed under the writes lock). */
    private volatile long written;
    /** Every write up to this sequence number is committed (commitSignal). */
    private long committed;
    /** The writes up to this sequence number were in a commit that failed with {@link #failure} (commitSignal). */
    private long failedThrough;
    private RuntimeException failure;
    private boolean closing;
    /** Stop without committing what is queued (commitSignal). */
    private boolean abandoned;

    private GroupCommitAgreementStore(JdbcAgreementStore database) {
        this.database = database;
        this.writer = new Thread(this::commitLoop, "accord-store-writer");
        writer.setDaemon(true);
        writer.start();
    }

    /** The embedded H2 database of {@code dataDir}, created on first use. */
    public static GroupCommitAgreementStore open(Path dataDir) {
        requireNoLegacyJournal(dataDir);
        return new GroupCommitAgreementStore(JdbcAgreementStore.open(StoreLocation.embedded(dataDir)));
    }

    /** The database underneath (its schema version, dialect). */
    public JdbcAgreementStore database() {
        return database;
    }

    @Override
    public <T> T committing(Supplier<T> work) {
        Scope scope = scopes.get();
        scope.depth++;
        T result;
        try {
            result = work.get();
        } finally {
            if (--scope.depth == 0) {
                long awaited = scope.awaited;
                scope.awaited = 0;
                awaitCommitted(awaited);
            }
        }
        return result;
    }

    @Override
    public CreateOutcome create(AgreementRecord agreement) {
        OfferKey offer = new OfferKey(agreement.initiator(), agreement.offerId());
        return waitingFor(() -> {
            Optional<AgreementRecord> existing = recent(queuedOffers.get(offer));
            if (existing.isEmpty()) {
                List<AgreementRecord> stored = database.findByIdOrOffer(agreement.agreementId(), offer.initiator(),
                        offer.offerId());
                existing = stored.stream().filter(r -> r.offerId().equals(offer.offerId())
                        && r.initiator().equals(offer.initiator())).findFirst().map(r -> latest(r.agreementId(), r));
                if (existing.isEmpty() && (!stored.isEmpty() || queued.containsKey(agreement.agreementId()))) {
                    throw new DuplicateRecordException("agreement", agreement.agreementId());
                }
            }
            if (existing.isPresent()) {
                return new CreateOutcome.Existing(existing.get());
            }
            queue(agreement);
            creates.add(agreement.agreementId());
            queuedOffers.put(offer, agreement.agreementId());
            return new CreateOutcome.Created(agreement);
        });
    }

    @Override
    public AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change) {
        return waitingFor(() -> {
            AgreementRecord current = find(agreementId)
                    .orElseThrow(() -> new RecordNotFoundException("agreement", agreementId));
            AgreementRecord next = change.apply(current);
            if (!next.sameIdentity(current)) {
                throw new IllegalArgumentException("an update must keep the agreement's identity: " + agreementId);
            }
            queue(next);
            return next;
        });
    }

    @Override
    public Optional<AgreementRecord> find(String agreementId) {
        Queued recent = queued.get(agreementId);
        if (recent != null) {
            return Optional.of(reading(recent));
        }
        return database.find(agreementId);
    }

    @Override
    public Optional<AgreementRecord> findByOffer(String initiator, String offerId) {
        Optional<AgreementRecord> recent = recent(queuedOffers.get(new OfferKey(initiator, offerId)));
        return recent.isPresent() ? recent : database.findByOffer(initiator, offerId);
    }

    @Override
    public List<AgreementRecord> list() {
        return listing(database::list, r -> true);
    }

    @Override
    public List<AgreementRecord> listByInitiator(String initiator) {
        return listing(() -> database.listByInitiator(initiator), r -> r.initiator().equals(initiator));
    }

    @Override
    public List<AgreementRecord> listByState(Collection<AgreementState> states) {
        return listing(() -> database.listByState(states), r -> states.contains(r.state()));
    }

    @Override
    public void createNegotiation(NegotiationRecord negotiation) {
        database.createNegotiation(negotiation);
    }

    @Override
    public Optional<NegotiationRecord> findNegotiation(String negotiationId) {
        return database.findNegotiation(negotiationId);
    }

    @Override
    public Map<String, Integer> countNegotiations(String state) {
        return database.countNegotiations(state);
    }

    @Override
    public NegotiationRecord updateNegotiation(String negotiationId, UnaryOperator<NegotiationRecord> change) {
        return database.updateNegotiation(negotiationId, change);
    }

    /** Commits what is queued, stops the writer and closes the database. */
    @Override
    public void close() {
        stopWriter(false);
        database.close();
    }

    /** Stops without committing what is queued, as a killed process would (tests only). */
    void abandon() {
        stopWriter(true);
        database.close();
    }

    private void stopWriter(boolean abandon) {
        synchronized (commitSignal) {
            closing = true;
            abandoned = abandon;
            commitSignal.notifyAll();
        }
        try {
            writer.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * An earlier release kept a write-ahead journal in {@code DATA/journal}; writes still in it (a provider
     * of that release that was killed) are not in the database. Refuses to open rather than lose them.
     */
    private static void requireNoLegacyJournal(Path dataDir) {
        Path journal = dataDir.resolve(LEGACY_JOURNAL_DIR);
        if (!Files.isDirectory(journal)) {
            return;
        }
        try (var files = Files.list(journal)) {
            if (files.anyMatch(f -> f.getFileName().toString().endsWith(".journal"))) {
                throw new StoreException("the data directory " + dataDir + " holds a write-ahead journal (" + journal
                        + ") of an earlier Accord release with agreement writes not yet in the database: start and stop "
                        + "that release once on it (a clean stop writes the journal into the database), then start this one");
            }
        } catch (java.io.IOException e) {
            throw new StoreException("cannot read " + journal + ": " + e.getMessage(), e);
        }
        try {
            Files.delete(journal);
        } catch (java.io.IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "kept the empty legacy journal directory " + journal, e);
        }
    }

    /** Queues a write (writes lock held). */
    private void queue(AgreementRecord record) {
        Queued entry = new Queued(record, ++written);
        queued.put(record.agreementId(), entry);
        dirty.add(record.agreementId());
        Scope scope = scopes.get();
        scope.awaited = Math.max(scope.awaited, entry.sequence());
        synchronized (commitSignal) {
            commitSignal.notifyAll();
        }
    }

    /**
     * Runs a write under the writes lock; then, outside a {@link #committing} scope, waits for the commit
     * that holds it.
     */
    private <T> T waitingFor(Supplier<T> write) {
        return committing(() -> {
            writes.lock();
            try {
                return write.get();
            } finally {
                writes.unlock();
            }
        });
    }

    /** A queued record being read: its commit is awaited by the reader's scope, or now when there is none. */
    private AgreementRecord reading(Queued recent) {
        Scope scope = scopes.get();
        if (scope.depth > 0) {
            scope.awaited = Math.max(scope.awaited, recent.sequence());
        } else {
            awaitCommitted(recent.sequence());
        }
        return recent.record();
    }

    private Optional<AgreementRecord> recent(String agreementId) {
        Queued recent = agreementId == null ? null : queued.get(agreementId);
        return recent == null ? Optional.empty() : Optional.of(reading(recent));
    }

    /** The queued version of a stored record, if a newer one is queued. */
    private AgreementRecord latest(String agreementId, AgreementRecord stored) {
        return recent(agreementId).orElse(stored);
    }

    private void awaitCommitted(long sequence) {
        if (sequence == 0) {
            return;
        }
        synchronized (commitSignal) {
            while (committed < sequence) {
                if (failedThrough >= sequence) {
                    throw new StoreException("committing agreement writes failed (the store retries them): "
                            + failure.getMessage(), failure);
                }
                if (closing && !writer.isAlive()) {
                    throw new StoreException("the store was closed before the write was committed");
                }
                try {
                    commitSignal.wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new StoreException("interrupted while waiting for the commit of an agreement write", e);
                }
            }
        }
    }

    /** The writer: commits whatever is queued, one transaction at a time; on close, what is left. */
    private void commitLoop() {
        try {
            commitUntilClosed();
        } finally {
            synchronized (commitSignal) {
                commitSignal.notifyAll();
            }
        }
    }

    private void commitUntilClosed() {
        while (true) {
            boolean last;
            synchronized (commitSignal) {
                while (!closing && committed == written) {
                    try {
                        commitSignal.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (abandoned) {
                    return;
                }
                last = closing;
            }
            try {
                commitQueued();
                if (last) {
                    return;
                }
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "committing agreement writes failed; "
                        + (last ? "the store is closing, they are lost" : "retrying in " + RETRY_MILLIS + " ms")
                        + ": " + e.getMessage(), e);
                if (last) {
                    return;
                }
                try {
                    Thread.sleep(RETRY_MILLIS);
                } catch (InterruptedException interrupted) {
                    return;
                }
            }
        }
    }

    /** Commits every queued write in one transaction, then wakes the callers waiting for it. */
    private void commitQueued() {
        List<Queued> batch = new ArrayList<>();
        Set<String> inserts = new HashSet<>();
        long through;
        writes.lock();
        try {
            through = written;
            for (String id : dirty) {
                Queued entry = queued.get(id);
                batch.add(entry);
                if (creates.contains(id)) {
                    inserts.add(id);
                }
            }
            dirty.clear();
        } finally {
            writes.unlock();
        }
        if (batch.isEmpty()) {
            markCommitted(through);
            return;
        }
        commits.writeLock().lock();
        try {
            database.writeAll(batch.stream().map(Queued::record).toList(), inserts);
            forget(batch, inserts);
        } catch (RuntimeException e) {
            requeue(batch);
            synchronized (commitSignal) {
                failedThrough = through;
                failure = e;
                commitSignal.notifyAll();
            }
            throw e;
        } finally {
            commits.writeLock().unlock();
        }
        markCommitted(through);
    }

    private void markCommitted(long through) {
        synchronized (commitSignal) {
            committed = Math.max(committed, through);
            commitSignal.notifyAll();
        }
    }

    /** Forgets the committed records not changed since (their rows now serve reads). */
    private void forget(List<Queued> batch, Set<String> inserted) {
        writes.lock();
        try {
            creates.removeAll(inserted);
            for (Queued entry : batch) {
                AgreementRecord record = entry.record();
                if (queued.remove(record.agreementId(), entry)) {
                    queuedOffers.remove(new OfferKey(record.initiator(), record.offerId()), record.agreementId());
                }
            }
        } finally {
            writes.unlock();
        }
    }

    /** Marks a failed batch's records to be written again by the next commit. */
    private void requeue(List<Queued> batch) {
        writes.lock();
        try {
            batch.forEach(entry -> dirty.add(entry.record().agreementId()));
        } finally {
            writes.unlock();
        }
    }

    private List<AgreementRecord> listing(Supplier<List<AgreementRecord>> stored, Predicate<AgreementRecord> wanted) {
        List<Queued> recent;
        Map<String, AgreementRecord> byId = new LinkedHashMap<>();
        commits.readLock().lock();
        try {
            recent = new ArrayList<>(queued.values());
            stored.get().forEach(record -> byId.put(record.agreementId(), record));
        } finally {
            commits.readLock().unlock();
        }
        recent.forEach(entry -> byId.remove(entry.record().agreementId()));
        recent.forEach(entry -> {
            AgreementRecord record = reading(entry);
            if (wanted.test(record)) {
                byId.put(record.agreementId(), record);
            }
        });
        return byId.values().stream()
                .sorted(Comparator.comparing(AgreementRecord::created).thenComparing(AgreementRecord::agreementId))
                .toList();
    }
}
