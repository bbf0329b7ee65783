package org.accord.provider.store.journal;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.agreement.AgreementState;

import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.CreateOutcome;
import org.accord.provider.store.DuplicateRecordException;
import org.accord.provider.store.EncodedRecord;
import org.accord.provider.store.JdbcAgreementStore;
import org.accord.provider.store.NegotiationRecord;
import org.accord.provider.store.NegotiationState;
import org.accord.provider.store.RecordNotFoundException;
import org.accord.provider.store.StoreException;
import org.accord.provider.store.StoreLocation;

/**
 * The embedded store: agreement writes go to a write-ahead {@link Journal} and are acknowledged once the
 * journal has them; a background flusher moves them into the H2 database in batches, one transaction
 * every {@value #DEFAULT_FLUSH_MILLIS} ms, and deletes a flush's journal segments {@value #RETAINED_FLUSHES}
 * flushes later. Opening the store first writes into the database whatever journal a stopped (or killed)
 * provider left after the database's journal mark.
 *
 * <p>Why: with H2 each commit rewrites B-tree pages into its file, about half a millisecond per agreement
 * write, and a provider writes every agreement at least twice (admitted, completed). Appending an entry
 * to the journal costs tens of microseconds, and one batched transaction carries many writes. Durability
 * is what {@code WRITE_DELAY=0} gave before: an acknowledged write is in the operating system's file
 * cache, so kill -9 loses nothing, a power failure may lose the last writes (PostgreSQL, which fsyncs its
 * own log, is written through, not journaled).
 *
 * <p>Why segments outlive their flush: a committed H2 transaction is not always there after a kill. Once H2
 * reuses file space freed by older versions (after its {@code RETENTION_TIME}, 45 s of a provider's life by
 * default), it can write a commit's chunk where the chunk before did not predict it, and the file header it
 * then rewrites names only that chunk before (H2 2.5.252's {@code RandomAccessStore.writeChunk}), so a database
 * reopened after a kill can lack its last commits until later ones were written. H2 rewrites that header at
 * least every 21 versions, and every flush that commits is at least one version: a segment whose writes
 * {@value #RETAINED_FLUSHES} later flushes have followed is safe to delete. A clean {@link #close} deletes them all.
 *
 * <p>Why a restart replays only part of them: each flush writes, in its own transaction, the number of the last
 * segment it covers (the journal mark). H2 keeps or loses a transaction whole, so the mark a reopened database
 * holds names segments whose writes it has, and only the later ones are replayed: the writes not yet flushed,
 * or those of the flushes H2 lost (kill -9 durability, tested with crash images in {@code KilledStoreImageTest}).
 * Before the mark, every retained segment was replayed, 32 flushes of writes however large (a replay of 19,533
 * agreements from 8 segments after 20 s of 1,700 creates a second on a loaded machine).
 *
 * <p>Consistency: writes (create, update) are serialised by one lock and see the latest version of every
 * record: the journaled ones not yet flushed are kept in memory and read before the database. A flush
 * commits a snapshot of them and only then forgets each one not changed since, so every record is always
 * in memory or in the database. Listings read memory and database under a lock flushes exclude, so a
 * record moving between them is never missed. Negotiations are written to the database directly.
 */
public final class JournaledAgreementStore implements AgreementStore {

    /**
     * Flush period of {@link #open(Path)}. A longer one puts more rows into each of H2's page writes (at 1 s the
     * flusher spent about 0.8x the CPU per agreement, {@code ./accord bench store 3000 5}, two alternated pairs),
     * but segments are kept {@value #RETAINED_FLUSHES} flushes, so the journal that a restart after kill -9
     * replays grows with it: 200 ms keeps it to about 6 s of writes.
     */
    public static final long DEFAULT_FLUSH_MILLIS = 200;

    /** How many later flushes must have committed before a flush's journal segments are deleted. */
    static final int RETAINED_FLUSHES = 32;

    /**
     * Agreements with journaled writes waiting for the database above which a new write first waits for a
     * flush: the bound on what the store holds in memory when writes outrun the flusher, and on what a restart
     * after kill -9 replays (the writes after the database's journal mark are those not yet flushed, at most about
     * this many agreements' latest versions). A provider admitting 1,700 agreements a second (3 writes each,
     * coalesced per agreement) keeps a few hundred waiting, so the limit bites only when the flusher has fallen
     * seconds behind; replaying 4,000 records takes about a second. A writer still waiting after
     * {@value #ROOM_WAIT_SECONDS} s (the database refuses every flush) gets a {@link StoreException}, and its
     * write is not made.
     */
    static final int DEFAULT_MAX_UNFLUSHED = 4_000;

    /** Longest a write waits for the flusher to make room. */
    static final long ROOM_WAIT_SECONDS = 10;

    /** The journal's directory inside the data directory. */
    public static final String JOURNAL_DIR = "journal";

    private static final Logger LOG = LoggerFactory.getLogger(JournaledAgreementStore.class);

    /** The key filter's first segment holds at least this many keys before it grows. */
    private static final long MIN_FILTER_KEYS = 1 << 16;

    /**
     * An offer's key. In the {@link KeyFilter} it is its {@link org.accord.provider.store.OfferHash} (hashed in pieces,
     * never built); agreement ids are filtered as themselves, which hold no NUL.
     */
    private record OfferKey(String initiator, String offerId) {

        boolean mightBeIn(KeyFilter filter) {
            return filter.mightContain(initiator, offerId);
        }
    }

    private final JdbcAgreementStore database;
    private final Journal journal;
    private final ReentrantLock writes = new ReentrantLock();
    private final ReentrantReadWriteLock flushes = new ReentrantReadWriteLock();
    /** Journaled records not yet in the database, with their encoded fields, which the flush writes as they are. */
    private final Map<String, EncodedRecord> unflushed = new ConcurrentHashMap<>();
    private final Map<OfferKey, String> unflushedOffers = new ConcurrentHashMap<>();
    /** Ids created here and not yet in the database: a flush inserts them without trying an update first. */
    private final Set<String> unflushedCreates = ConcurrentHashMap.newKeySet();
    /**
     * The records the latest flush committed, readable without a query until the next flush: a write soon after
     * a flush (a short job's end, moments after its agreement was flushed) then costs no database read. Set after
     * the commit and before those records leave {@link #unflushed}, so a record missing from the one is in the
     * other or in the database.
     */
    private volatile Map<String, EncodedRecord> lastFlushed = Map.of();
    private final ScheduledExecutorService flusher;
    private volatile Consumer<Duration> flushListener = took -> { };
    /** Why the latest flush failed, or null when it succeeded (or none failed). */
    private volatile String flushFailure;
    private final int maxUnflushed;
    private final Duration roomWait;
    /** A flush asked for by a writer waiting for room is queued on the flusher. */
    private final AtomicBoolean flushRequested = new AtomicBoolean();
    /** Notified after every flush attempt. */
    private final Object flushedSignal = new Object();
    private final KeyFilter keys;
    /** The journal segments of the latest committed flushes, oldest first (guarded by itself). */
    private final Deque<List<Path>> committedSegments = new ArrayDeque<>();
    private final Set<Path> retainedSegments = new HashSet<>();
    private final int replayedSegments;

    private JournaledAgreementStore(JdbcAgreementStore database, Journal journal, Recovery recovered,
            Duration flushPeriod, long filterKeys, int maxUnflushed, Duration roomWait) {
        this.database = database;
        this.replayedSegments = recovered.replayed();
        this.journal = journal;
        this.maxUnflushed = maxUnflushed;
        this.roomWait = roomWait;
        retire(recovered.segments());
        this.keys = storedKeys(database, filterKeys);
        this.flusher = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "accord-store-flusher");
            thread.setDaemon(true);
            return thread;
        });
        long millis = Math.max(1, flushPeriod.toMillis());
        flusher.scheduleWithFixedDelay(this::flushReporting, millis, millis, TimeUnit.MILLISECONDS);
    }

    /** The embedded H2 database of {@code dataDir}, journaled in its {@value #JOURNAL_DIR} directory. */
    public static JournaledAgreementStore open(Path dataDir) {
        return open(dataDir, Duration.ofMillis(DEFAULT_FLUSH_MILLIS));
    }

    /** {@link #open(Path)} flushing every {@code flushPeriod}. */
    static JournaledAgreementStore open(Path dataDir, Duration flushPeriod) {
        return open(dataDir, flushPeriod, MIN_FILTER_KEYS);
    }

    /** {@link #open(Path, Duration)} with a key filter first sized for {@code filterKeys} keys. */
    static JournaledAgreementStore open(Path dataDir, Duration flushPeriod, long filterKeys) {
        return open(dataDir, flushPeriod, filterKeys, DEFAULT_MAX_UNFLUSHED, Duration.ofSeconds(ROOM_WAIT_SECONDS));
    }

    /**
     * {@link #open(Path, Duration, long)} whose writes wait for a flush while more than {@code maxUnflushed}
     * journaled records wait for the database, for at most {@code roomWait}.
     */
    static JournaledAgreementStore open(Path dataDir, Duration flushPeriod, long filterKeys, int maxUnflushed,
            Duration roomWait) {
        JdbcAgreementStore database = JdbcAgreementStore.open(StoreLocation.embedded(dataDir));
        try {
            long mark = database.journalMark();
            Journal journal = Journal.open(dataDir.resolve(JOURNAL_DIR), mark);
            Recovery recovered = recover(database, journal, mark);
            return new JournaledAgreementStore(database, journal, recovered, flushPeriod, filterKeys, maxUnflushed,
                    roomWait);
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
    }

    /** The database underneath (its schema version, dialect). */
    public JdbcAgreementStore database() {
        return database;
    }

    @Override
    public CreateOutcome create(AgreementRecord agreement) {
        return writing(() -> {
            OfferKey offer = new OfferKey(agreement.initiator(), agreement.offerId());
            Optional<AgreementRecord> existing = Optional.ofNullable(unflushedOffers.get(offer)).map(unflushed::get)
                    .map(EncodedRecord::record);
            if (existing.isEmpty() && mightBeStored(agreement.agreementId(), offer)) {
                // read memory before the database: a flush drops a record from memory only after committing it,
                // so a record is always in one of the two when read in this order (the other order misses one
                // that a flush moves in between)
                boolean idUnflushed = unflushed.containsKey(agreement.agreementId());
                List<AgreementRecord> stored = database.findByIdOrOffer(agreement.agreementId(), offer.initiator(),
                        offer.offerId());
                existing = stored.stream().filter(r -> r.offerId().equals(offer.offerId())
                        && r.initiator().equals(offer.initiator())).findFirst().map(r -> find(r.agreementId()).orElse(r));
                if (existing.isEmpty() && (!stored.isEmpty() || idUnflushed)) {
                    throw new DuplicateRecordException("agreement", agreement.agreementId());
                }
            }
            if (existing.isPresent()) {
                return new CreateOutcome.Existing(existing.get());
            }
            EncodedRecord encoded = EncodedRecord.of(agreement);
            journal.append(encoded);
            unflushed.put(agreement.agreementId(), encoded);
            unflushedOffers.put(offer, agreement.agreementId());
            unflushedCreates.add(agreement.agreementId());
            remember(agreement.agreementId(), offer);
            return new CreateOutcome.Created(agreement);
        });
    }

    @Override
    public AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change) {
        return writing(() -> {
            EncodedRecord recent = recent(agreementId);
            AgreementRecord current = recent != null ? recent.record() : database.find(agreementId)
                    .orElseThrow(() -> new RecordNotFoundException("agreement", agreementId));
            AgreementRecord next = change.apply(current);
            if (!next.sameIdentity(current)) {
                throw new IllegalArgumentException("an update must keep the agreement's identity: " + agreementId);
            }
            EncodedRecord encoded = recent != null ? EncodedRecord.of(next, recent) : EncodedRecord.of(next);
            journal.append(encoded);
            unflushed.put(agreementId, encoded);
            return next;
        });
    }

    @Override
    public Optional<AgreementRecord> find(String agreementId) {
        EncodedRecord recent = recent(agreementId);
        if (recent != null) {
            return Optional.of(recent.record());
        }
        return keys.mightContain(agreementId) ? database.find(agreementId) : Optional.empty();
    }

    /** The latest version of the record held in memory (journaled, or just flushed); null when only the database has it. */
    private EncodedRecord recent(String agreementId) {
        EncodedRecord recent = unflushed.get(agreementId);
        return recent != null ? recent : lastFlushed.get(agreementId);
    }

    @Override
    public Optional<AgreementRecord> findByOffer(String initiator, String offerId) {
        OfferKey offer = new OfferKey(initiator, offerId);
        String id = unflushedOffers.get(offer);
        EncodedRecord recent = id == null ? null : unflushed.get(id);
        if (recent != null) {
            return Optional.of(recent.record());
        }
        return offer.mightBeIn(keys) ? database.findByOffer(initiator, offerId) : Optional.empty();
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
    public Map<String, Integer> countNegotiations(NegotiationState state) {
        return database.countNegotiations(state);
    }

    @Override
    public NegotiationRecord updateNegotiation(String negotiationId, UnaryOperator<NegotiationRecord> change) {
        return database.updateNegotiation(negotiationId, change);
    }

    /**
     * Writes every journaled record into the database now; the journal segments it covers are deleted
     * {@value #RETAINED_FLUSHES} flushes later.
     */
    public void flush() {
        Map<String, EncodedRecord> snapshot;
        Set<String> creates;
        List<Path> sealed;
        writes.lock();
        try {
            sealed = journal.seal();
            snapshot = new HashMap<>(unflushed);
            creates = Set.copyOf(unflushedCreates);
        } finally {
            writes.unlock();
        }
        flushes.writeLock().lock();
        try {
            database.writeAll(snapshot.values(), creates, lastNumber(sealed));
            lastFlushed = snapshot;
            unflushedCreates.removeAll(creates);
            snapshot.forEach((id, encoded) -> {
                if (unflushed.remove(id, encoded)) {
                    AgreementRecord record = encoded.record();
                    unflushedOffers.remove(new OfferKey(record.initiator(), record.offerId()), id);
                }
            });
        } finally {
            flushes.writeLock().unlock();
        }
        retire(sealed);
    }

    /**
     * Keeps the segments a committed flush (or the recovery) covered, and deletes those of the flushes
     * {@value #RETAINED_FLUSHES} flushes before (see the class comment for why not at once).
     */
    private void retire(List<Path> covered) {
        synchronized (committedSegments) {
            List<Path> added = covered.stream().filter(retainedSegments::add).toList();
            if (!added.isEmpty()) {
                committedSegments.addLast(added);
            }
            while (committedSegments.size() > RETAINED_FLUSHES) {
                List<Path> old = committedSegments.removeFirst();
                journal.delete(old);
                old.forEach(retainedSegments::remove);
            }
        }
    }

    /** Number of journal segments the opening of this store read and replayed (tests). */
    int replayedSegments() {
        return replayedSegments;
    }

    /** Number of journal segments kept after the flush that covered them (tests). */
    int retainedSegments() {
        synchronized (committedSegments) {
            return retainedSegments.size();
        }
    }

    /**
     * Stops the flusher, flushes what is left and closes the database; once H2 has closed (which writes a
     * file header naming its last chunk), the journal is deleted.
     */
    @Override
    public void close() {
        flusher.shutdown();
        try {
            flusher.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            flush();
        } finally {
            journal.close();
            database.close();
        }
        synchronized (committedSegments) {
            committedSegments.forEach(journal::delete);
            committedSegments.clear();
            retainedSegments.clear();
        }
    }

    /** Stops without flushing, as a killed process would (tests only): the journal keeps the writes. */
    void abandon() {
        flusher.shutdownNow();
        journal.close();
        database.close();
    }

    /** The number of the newest of these segments, empty if there are none. */
    private static OptionalLong lastNumber(List<Path> segments) {
        return segments.stream().mapToLong(Journal::number).max();
    }

    /**
     * Writes the journal a stopped provider left into the database and returns its segments, which are kept
     * like a flush's. Only the segments after the database's journal mark are read: the database holds the
     * writes of those up to it, since the mark is committed with the flush that moved them (a database that lost
     * its last commits after a kill lost their marks too, so its mark is older and more is replayed). A record
     * whose stored row changed later than the journaled version is kept. The replay moves the mark past the
     * segments it read, in its own transaction.
     */
    private static Recovery recover(JdbcAgreementStore database, Journal journal, long mark) {
        List<Path> segments = journal.seal();
        if (segments.isEmpty()) {
            return new Recovery(segments, 0);
        }
        List<Path> unmarked = segments.stream().filter(segment -> Journal.number(segment) > mark).toList();
        List<AgreementRecord> latest = Journal.readLatest(unmarked);
        Map<String, Instant> stored = database.updatedInstants(latest.stream().map(AgreementRecord::agreementId).toList());
        List<AgreementRecord> newer = latest.stream().filter(record -> {
            Instant storedUpdate = stored.get(record.agreementId());
            return storedUpdate == null || !storedUpdate.isAfter(record.updated());
        }).toList();
        Set<String> absent = newer.stream().map(AgreementRecord::agreementId).filter(id -> !stored.containsKey(id))
                .collect(Collectors.toSet());
        database.writeAll(newer.stream().map(EncodedRecord::of).toList(), absent, lastNumber(segments));
        LOG.info("recovered {} agreement writes from {} journal segments after the database's mark ({} segments"
                + " kept)", newer.size(), unmarked.size(), segments.size());
        return new Recovery(segments, unmarked.size());
    }

    /** What opening the store found in the journal: every segment (kept like a flush's), and how many it replayed. */
    private record Recovery(List<Path> segments, int replayed) {}

    private boolean mightBeStored(String agreementId, OfferKey offer) {
        return keys.mightContain(agreementId) || offer.mightBeIn(keys);
    }

    /** Adds a new agreement's keys to the filter, which grows by itself as it fills (writes lock held). */
    private void remember(String agreementId, OfferKey offer) {
        addKeys(keys, agreementId, offer.initiator(), offer.offerId());
    }

    /**
     * A filter of the keys of every agreement in the database, its first segment sized for at least
     * {@code minimum} keys and twice the keys there are (read when the store opens, before any write).
     */
    private static KeyFilter storedKeys(JdbcAgreementStore database, long minimum) {
        KeyFilter filter = new KeyFilter(Math.max(minimum, 4 * database.count()));
        database.forEachKey(filter::add, filter::addHash);
        return filter;
    }

    private static void addKeys(KeyFilter filter, String agreementId, String initiator, String offerId) {
        filter.add(agreementId);
        filter.add(initiator, offerId);
    }

    /**
     * The database accepts a write, and the latest flush (if one failed since the last that succeeded) did not
     * fail: writes still reach the journal then, but not the database, and the journal grows until it does.
     */
    @Override
    public void requireWritable() {
        database.requireWritable();
        String failure = flushFailure;
        if (failure != null) {
            throw new StoreException("the latest flush of the journal into the database failed: " + failure);
        }
    }

    /** Agreements with journaled writes not yet in the database (the back-pressure counts these). */
    public int writesWaiting() {
        return unflushed.size();
    }

    /** Calls {@code listener} with the time each flush that wrote something took, on the flusher's thread. */
    public void onFlush(Consumer<Duration> listener) {
        flushListener = Objects.requireNonNull(listener, "listener");
    }

    private void flushReporting() {
        if (unflushed.isEmpty()) {
            lastFlushed = Map.of(); // what it holds is in the database: no need to keep it longer than one period
            return;
        }
        try {
            long start = System.nanoTime();
            flush();
            flushListener.accept(Duration.ofNanos(System.nanoTime() - start));
            flushFailure = null;
        } catch (RuntimeException e) {
            flushFailure = e.getMessage();
            LOG.warn("writing the journal into the database failed; the journal keeps "
                    + unflushed.size() + " agreement writes and the next flush retries: " + e.getMessage(), e);
        } finally {
            synchronized (flushedSignal) {
                flushedSignal.notifyAll();
            }
        }
    }

    /**
     * Back-pressure: while more than the limit of journaled records wait for the database, asks the flusher for
     * a flush now (one at a time) and waits for it to make room, at most {@link #roomWait}. Called before a write
     * takes the write lock, so a write refused here was not made.
     */
    private void awaitRoom() {
        if (unflushed.size() <= maxUnflushed) {
            return;
        }
        long deadline = System.nanoTime() + roomWait.toNanos();
        synchronized (flushedSignal) {
            while (unflushed.size() > maxUnflushed && !flusher.isShutdown()) {
                if (flushRequested.compareAndSet(false, true)) {
                    try {
                        flusher.execute(() -> {
                            flushRequested.set(false);
                            flushReporting();
                        });
                    } catch (RejectedExecutionException e) {
                        return; // closing: the close flushes what the write adds
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new StoreException(unflushed.size() + " agreements have writes waiting for the database"
                            + " (limit " + maxUnflushed + ") and no flush made room in " + roomWait.toSeconds()
                            + " s; the write was not made, try again later");
                }
                try {
                    flushedSignal.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new StoreException("interrupted while waiting for the flusher to make room", e);
                }
            }
        }
    }

    private List<AgreementRecord> listing(Supplier<List<AgreementRecord>> stored, Predicate<AgreementRecord> wanted) {
        flushes.readLock().lock();
        try {
            List<AgreementRecord> recent = unflushed.values().stream().map(EncodedRecord::record).toList();
            Map<String, AgreementRecord> byId = new LinkedHashMap<>();
            stored.get().forEach(record -> byId.put(record.agreementId(), record));
            recent.forEach(record -> byId.remove(record.agreementId()));
            recent.stream().filter(wanted).forEach(record -> byId.put(record.agreementId(), record));
            return byId.values().stream()
                    .sorted(Comparator.comparing(AgreementRecord::created).thenComparing(AgreementRecord::agreementId))
                    .toList();
        } finally {
            flushes.readLock().unlock();
        }
    }

    private <T> T writing(Supplier<T> write) {
        awaitRoom();
        writes.lock();
        try {
            return write.get();
        } finally {
            writes.unlock();
        }
    }
}
