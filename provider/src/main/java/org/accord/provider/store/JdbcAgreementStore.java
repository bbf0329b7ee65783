package org.accord.provider.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.UnaryOperator;

import org.accord.agreement.AgreementState;

import org.h2.jdbcx.JdbcConnectionPool;

/**
 * {@link AgreementStore} on JDBC, for H2 and PostgreSQL ({@link SqlDialect}), over a small connection
 * pool. Opening a store creates or upgrades its schema ({@link SchemaMigrations}).
 *
 * <p>Idempotent creation: a create locks the row of {@code accord_offer_lock} that its offer's
 * {@link OfferHash} picks, looks the offer up (by its key, comparing initiator and offer id), and inserts only
 * when it is not there, all in one transaction; a concurrent create of the same offer, from this store or
 * another process on the same database, waits for that lock and then finds the agreement. (Up to schema
 * version 1 a unique index on (initiator, offer_id) did this; see {@link SchemaMigrations} for why it went.)
 * Inside a capacity pool section ({@link SharedDatabase}) the offer's lock and lookup are skipped: the section's
 * holder has looked the offer up under the pool lock, which every create of the group takes. An agreement id that
 * is already taken fails on the primary key. Updates read the row
 * {@code FOR UPDATE}, so concurrent updates of one agreement are serialised.
 */
public final class JdbcAgreementStore implements AgreementStore {

    /** Most pooled connections open at once. */
    public static final int MAX_CONNECTIONS = 16;

    private static final String LOCK_OFFER = "SELECT stripe FROM accord_offer_lock WHERE stripe = ? FOR UPDATE";

    private final StoreLocation location;
    private volatile JdbcConnectionPool pool;
    private final Transactions transactions;
    private final SqlDialect dialect;
    private final int schemaVersion;

    private JdbcAgreementStore(StoreLocation location) {
        this.location = location;
        this.dialect = location.dialect();
        this.pool = newPool();
        this.transactions = new Transactions(() -> pool, this::dropConnections);
        try {
            this.schemaVersion = SchemaMigrations.migrate(pool, dialect);
        } catch (RuntimeException e) {
            pool.dispose();
            throw e;
        }
    }

    /** Opens (and on first use creates) the store at {@code location}. */
    public static JdbcAgreementStore open(StoreLocation location) {
        return new JdbcAgreementStore(location);
    }

    private JdbcConnectionPool newPool() {
        JdbcConnectionPool created = JdbcConnectionPool.create(dialect.dataSource(location));
        created.setMaxConnections(MAX_CONNECTIONS);
        return created;
    }

    /**
     * Replaces the pool after a lost connection: its idle connections went with the database (a server restart),
     * and the pool would hand them out again. Connections in use are closed as they come back.
     */
    private synchronized void dropConnections() {
        JdbcConnectionPool lost = pool;
        pool = newPool();
        lost.dispose();
    }

    /** What several instances share on this database (PostgreSQL only; see {@link SharedDatabase}). */
    public SharedDatabase shared() {
        if (dialect != SqlDialect.POSTGRESQL) {
            throw new IllegalStateException("several instances share a PostgreSQL database only, not " + dialect);
        }
        return new SharedDatabase(this, transactions);
    }

    public SqlDialect dialect() {
        return dialect;
    }

    /** The schema version this store runs on. */
    public int schemaVersion() {
        return schemaVersion;
    }

    @Override
    public CreateOutcome create(AgreementRecord agreement) {
        long key = OfferHash.of(agreement.initiator(), agreement.offerId());
        if (transactions.inSection()) {
            // under the pool lock every create of the group runs one after the other: the offer's lock and
            // lookup would repeat what the section's holder already did (AgreementService looks the offer up first)
            return transactions.inTransaction("store agreement " + agreement.agreementId(), c -> {
                if (!AgreementRows.insertIfAbsent(c, agreement)) {
                    throw new DuplicateRecordException("agreement", agreement.agreementId());
                }
                return new CreateOutcome.Created(agreement);
            });
        }
        return transactions.inTransaction("store agreement " + agreement.agreementId(), c -> {
            lockOffer(c, key);
            Optional<AgreementRecord> existing = byOffer(c, key, agreement.initiator(), agreement.offerId());
            if (existing.isPresent()) {
                return new CreateOutcome.Existing(existing.get());
            }
            if (dialect == SqlDialect.POSTGRESQL) {
                // no error, so a taken id does not abort a transaction the insert shares (a pool section's)
                if (!AgreementRows.insertIfAbsent(c, agreement)) {
                    throw new DuplicateRecordException("agreement", agreement.agreementId());
                }
                return new CreateOutcome.Created(agreement);
            }
            try {
                AgreementRows.insert(c, agreement);
            } catch (SQLException e) {
                if (SqlDialect.isUniqueViolation(e)) {
                    throw new DuplicateRecordException("agreement", agreement.agreementId());
                }
                throw e;
            }
            return new CreateOutcome.Created(agreement);
        });
    }

    /**
     * Locks the {@code accord_offer_lock} row of an offer's key until the transaction ends: creates of one
     * offer, in this process or any other on the same database, check and insert one after the other.
     */
    private static void lockOffer(Connection c, long offerKey) throws SQLException {
        try (PreparedStatement lock = c.prepareStatement(LOCK_OFFER)) {
            lock.setInt(1, (int) Math.floorMod(offerKey, (long) SchemaMigrations.OFFER_LOCK_STRIPES));
            try (ResultSet row = lock.executeQuery()) {
                if (!row.next()) {
                    throw new SQLException("accord_offer_lock lacks its row for offer key " + offerKey);
                }
            }
        }
    }

    /**
     * Writes every record in one transaction, each replacing the stored row of its id or, when there is
     * none, inserted: how a
     * {@link org.accord.provider.store.journal.JournaledAgreementStore} moves journaled writes into the database. The
     * ids in {@code newIds} are known not to be stored yet and are inserted straight away.
     */
    public void writeAll(Collection<EncodedRecord> records, Set<String> newIds) {
        writeAll(records, newIds, OptionalLong.empty());
    }

    /**
     * {@link #writeAll(Collection, Set)}, and in the same transaction, if given, sets the journal mark: the number of
     * the last journal segment whose writes the database holds once this commits (see {@link #journalMark()}). With
     * no record to write, only the mark is written.
     */
    public void writeAll(Collection<EncodedRecord> records, Set<String> newIds, OptionalLong journalMark) {
        if (records.isEmpty() && journalMark.isEmpty()) {
            return;
        }
        transactions.inTransaction("write " + records.size() + " journaled agreements", c -> {
            if (journalMark.isPresent()) {
                try (PreparedStatement mark = c.prepareStatement(
                        "UPDATE accord_journal_mark SET segment = ? WHERE mark_id = 0")) {
                    mark.setLong(1, journalMark.getAsLong());
                    mark.executeUpdate();
                }
            }
            // one statement of each kind for the whole batch, the inserts sent as one JDBC batch
            try (PreparedStatement insert = c.prepareStatement(AgreementRows.INSERT);
                    PreparedStatement update = c.prepareStatement(AgreementRows.UPDATE)) {
                int inserts = 0;
                for (EncodedRecord record : records) {
                    if (newIds.contains(record.agreementId()) || !AgreementRows.update(update, record)) {
                        AgreementRows.bindInsert(insert, record);
                        insert.addBatch();
                        inserts++;
                    }
                }
                if (inserts > 0) {
                    insert.executeBatch();
                }
            }
            return null;
        });
    }

    /**
     * When each of these agreements that is stored was last updated, by id (ids not stored are absent): one
     * prepared statement run per id on one connection, reading no document or JSON field.
     */
    public Map<String, Instant> updatedInstants(Collection<String> agreementIds) {
        return transactions.autoCommit("read when " + agreementIds.size() + " agreements were last updated", c -> {
            Map<String, Instant> updated = new HashMap<>();
            try (PreparedStatement query = c.prepareStatement(
                    "SELECT updated_at FROM accord_agreement WHERE agreement_id = ?")) {
                for (String id : agreementIds) {
                    query.setString(1, id);
                    try (ResultSet rows = query.executeQuery()) {
                        if (rows.next()) {
                            updated.put(id, AgreementRows.instant(rows, 1));
                        }
                    }
                }
            }
            return updated;
        });
    }

    /**
     * The journal mark the latest committed {@link #writeAll(Collection, Set, OptionalLong)} set: every write of the
     * journal segments numbered up to it is in this database (0 when none was set).
     */
    public long journalMark() {
        return transactions.autoCommit("read the journal mark", c -> {
            try (Statement statement = c.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT segment FROM accord_journal_mark WHERE mark_id = 0")) {
                return rows.next() ? rows.getLong(1) : 0L;
            }
        });
    }

    /** A write statement that matches no row (no agreement has an empty id), in a transaction of its own. */
    @Override
    public void requireWritable() {
        transactions.inTransaction("check that the database accepts writes", c -> {
            try (Statement statement = c.createStatement()) {
                return statement.executeUpdate("DELETE FROM accord_agreement WHERE agreement_id = ''");
            }
        });
    }

    /** How many agreements are stored. */
    public long count() {
        return transactions.autoCommit("count agreements", c -> {
            try (Statement statement = c.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT COUNT(*) FROM accord_agreement")) {
                rows.next();
                return rows.getLong(1);
            }
        });
    }

    /**
     * Passes every stored agreement's id to {@code ids} and its offer's {@link OfferHash} to {@code offers},
     * read from the primary-key and the offer_key index alone: two index
     * scans, not a scan of the rows with their documents (a fifth to a half of the CPU time on 40,000
     * agreements in a scratch measurement).
     */
    public void forEachKey(Consumer<String> ids, LongConsumer offers) {
        transactions.autoCommit("read every agreement's keys", c -> {
            try (Statement statement = c.createStatement()) {
                try (ResultSet rows = statement.executeQuery("SELECT agreement_id FROM accord_agreement")) {
                    while (rows.next()) {
                        ids.accept(rows.getString(1));
                    }
                }
                try (ResultSet rows = statement.executeQuery("SELECT offer_key FROM accord_agreement")) {
                    while (rows.next()) {
                        offers.accept(rows.getLong(1));
                    }
                }
            }
            return null;
        });
    }

    /** The agreements with this id or from this initiator's offer (at most two), in one query. */
    public List<AgreementRecord> findByIdOrOffer(String agreementId, String initiator, String offerId) {
        return transactions.autoCommit("read agreement " + agreementId + " or that of offer " + offerId,
                c -> AgreementRows.query(c, AgreementRows.BY_ID_OR_OFFER, agreementId, OfferHash.of(initiator, offerId))
                        .stream().filter(r -> r.agreementId().equals(agreementId)
                                || AgreementRows.ofOffer(r, initiator, offerId))
                        .toList());
    }

    @Override
    public Optional<AgreementRecord> find(String agreementId) {
        return first(transactions.autoCommit("read agreement " + agreementId,
                c -> AgreementRows.query(c, AgreementRows.BY_ID, agreementId)));
    }

    @Override
    public Optional<AgreementRecord> findByOffer(String initiator, String offerId) {
        return transactions.autoCommit("read the agreement of offer " + offerId,
                c -> byOffer(c, OfferHash.of(initiator, offerId), initiator, offerId));
    }

    /** The agreement of {@code initiator}'s offer {@code offerId}, found by the offer's key {@code offerKey}. */
    private static Optional<AgreementRecord> byOffer(Connection c, long offerKey, String initiator, String offerId)
            throws SQLException {
        return AgreementRows.query(c, AgreementRows.BY_OFFER, offerKey).stream()
                .filter(r -> AgreementRows.ofOffer(r, initiator, offerId)).findFirst();
    }

    @Override
    public List<AgreementRecord> list() {
        return transactions.autoCommit("list agreements",
                c -> AgreementRows.query(c, AgreementRows.SELECT + AgreementRows.ORDER));
    }

    @Override
    public List<AgreementRecord> listByInitiator(String initiator) {
        return transactions.autoCommit("list the agreements of " + initiator, c -> AgreementRows.query(
                c, AgreementRows.SELECT + " WHERE initiator = ?" + AgreementRows.ORDER, initiator));
    }

    @Override
    public List<AgreementRecord> listByState(Collection<AgreementState> states) {
        if (states.isEmpty()) {
            return List.of();
        }
        String marks = String.join(", ", Collections.nCopies(states.size(), "?"));
        String sql = AgreementRows.SELECT + " WHERE state IN (" + marks + ")" + AgreementRows.ORDER;
        return transactions.autoCommit("list agreements in states " + states,
                c -> AgreementRows.query(c, sql, states.stream().map(RecordEncoding::state).toArray(String[]::new)));
    }

    @Override
    public AgreementRecord update(String agreementId, UnaryOperator<AgreementRecord> change) {
        return updateWith(agreementId, change, AgreementRows::update);
    }

    /** How {@link #updateWith} writes the changed row. */
    @FunctionalInterface
    interface RowWriter {
        void write(Connection connection, AgreementRecord next) throws SQLException;
    }

    /** {@link #update}, the changed row written by {@code writer} in the same transaction. */
    AgreementRecord updateWith(String agreementId, UnaryOperator<AgreementRecord> change, RowWriter writer) {
        return transactions.inTransaction("update agreement " + agreementId, c -> {
            AgreementRecord current = lockAgreement(c, agreementId);
            AgreementRecord next = change.apply(current);
            if (!next.sameIdentity(current)) {
                throw new IllegalArgumentException("an update must keep the agreement's identity: " + agreementId);
            }
            writer.write(c, next);
            return next;
        });
    }

    private static AgreementRecord lockAgreement(Connection c, String agreementId) throws SQLException {
        return first(AgreementRows.query(c, AgreementRows.BY_ID + " FOR UPDATE", agreementId))
                .orElseThrow(() -> new RecordNotFoundException("agreement", agreementId));
    }

    @Override
    public void createNegotiation(NegotiationRecord negotiation) {
        String id = negotiation.negotiationId();
        boolean stored = transactions.autoCommit("store negotiation " + id, c -> {
            try {
                NegotiationRows.insert(c, negotiation);
                return true;
            } catch (SQLException e) {
                if (SqlDialect.isUniqueViolation(e)) {
                    return false;
                }
                throw e;
            }
        });
        if (!stored) {
            throw new DuplicateRecordException("negotiation", id);
        }
    }

    @Override
    public Optional<NegotiationRecord> findNegotiation(String negotiationId) {
        return transactions.autoCommit("read negotiation " + negotiationId,
                c -> NegotiationRows.find(c, negotiationId, false));
    }

    @Override
    public Map<String, Integer> countNegotiations(NegotiationState state) {
        return transactions.autoCommit("count negotiations in state " + state, c -> NegotiationRows.countByInitiator(c, state));
    }

    @Override
    public NegotiationRecord updateNegotiation(String negotiationId, UnaryOperator<NegotiationRecord> change) {
        return transactions.inTransaction("update negotiation " + negotiationId, c -> {
            NegotiationRecord current = NegotiationRows.find(c, negotiationId, true)
                    .orElseThrow(() -> new RecordNotFoundException("negotiation", negotiationId));
            NegotiationRecord next = change.apply(current);
            if (!next.sameIdentity(current)) {
                throw new IllegalArgumentException("an update must keep the negotiation's identity: " + negotiationId);
            }
            NegotiationRows.update(c, next);
            return next;
        });
    }

    @Override
    public void close() {
        pool.dispose();
    }

    private static <T> Optional<T> first(List<T> rows) {
        return rows.stream().findFirst();
    }
}
