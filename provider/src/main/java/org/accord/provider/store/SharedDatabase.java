package org.accord.provider.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;

/**
 * What several provider instances over one PostgreSQL database share beyond the agreements: the capacity pool's
 * lock with its change feed, and the execution leader's lease with its fencing epoch (schema version 3, see
 * {@link SchemaMigrations}). Obtained from {@link JdbcAgreementStore#shared()}; PostgreSQL only.
 *
 * <h2>The pool section</h2>
 * {@link #enterPool()} starts a transaction on a connection of its own and takes the pool's advisory transaction
 * lock ({@code pg_advisory_xact_lock}); the lock is held until {@link PoolSection#close} commits. While the
 * section is open, every store operation of its thread runs on its connection, in its transaction (see
 * {@link Transactions}): what an action of the section writes commits at once, with one wait for the WAL's fsync,
 * and a section that writes nothing (a catch-up, a forecast) commits without any (an advisory lock writes no WAL,
 * where a row lock would). Every change to what the capacity holds (an admission, a re-plan, a release) is written
 * by an instance inside its section, so whoever holds the lock next sees all of them. Each write of an agreement
 * takes the next {@code accord_change_seq} value ({@code change_seq}); inside the section, the rows whose number
 * is above the last one an instance read are exactly what it has not seen of those changes (a write outside any
 * section may commit late with a lower number, but it changes no capacity). All instances of a group must run a
 * release that locks the pool the same way (releases before this one locked the row of {@code accord_pool}).
 *
 * <h2>The lease</h2>
 * One row, {@code accord_leader}: a holder, an epoch and an expiry on the database's clock ({@code now()}), so
 * the instances' clocks do not matter. {@link #acquireLease} takes the row when it is free or expired (the epoch
 * goes up) or renews it for its holder; {@link #updateFenced} writes an agreement only if the epoch is still the
 * writer's, checked in the same UPDATE statement.
 */
public final class SharedDatabase {

    /** The key of the pool's advisory lock: "accord" in ASCII (Flyway's lock uses another). */
    static final long POOL_LOCK_KEY = 0x6163636f7264L;
    private static final String LOCK_POOL = "SELECT pg_advisory_xact_lock(" + POOL_LOCK_KEY + ")";
    /** The changed agreements (columns 1-12) beside the pool's instant (13); one row of NULLs and it when none changed. */
    private static final String CHANGES = "SELECT a.agreement_id, a.initiator, a.offer_id, a.template_id, a.state, "
            + "a.service_term_states, a.guarantee_term_states, a.document, a.placement, a.created_at, a.updated_at, "
            + "a.change_seq, p.clock_seconds FROM accord_pool p LEFT JOIN accord_agreement a ON a.change_seq > ? "
            + "WHERE p.pool_id = 0 ORDER BY a.change_seq";
    private static final String RECORD_CLOCK =
            "UPDATE accord_pool SET clock_seconds = GREATEST(clock_seconds, ?) WHERE pool_id = 0";
    private static final String ACQUIRE = "UPDATE accord_leader SET "
            + "epoch = CASE WHEN holder = ? AND expires_at >= now() THEN epoch ELSE epoch + 1 END, holder = ?, "
            + "expires_at = now() + make_interval(secs => ?) "
            + "WHERE lease_id = 0 AND (holder IS NULL OR holder = ? OR expires_at < now()) RETURNING epoch";
    private static final String RELEASE = "UPDATE accord_leader SET expires_at = now() - interval '1 second' "
            + "WHERE lease_id = 0 AND holder = ?";
    private static final String FENCED_UPDATE = AgreementRows.UPDATE
            + " AND (SELECT epoch FROM accord_leader WHERE lease_id = 0) = ?";

    private final JdbcAgreementStore store;
    private final Transactions transactions;

    SharedDatabase(JdbcAgreementStore store, Transactions transactions) {
        this.store = store;
        this.transactions = transactions;
    }

    /** A stored agreement and the change number of its last write. */
    public record Change(AgreementRecord record, long sequence) {}

    /** Locks the capacity pool until the section is closed; see the type's Javadoc. */
    public PoolSection enterPool() {
        Connection connection = transactions.borrow("lock the capacity pool");
        try {
            return new PoolSection(connection);
        } catch (SQLException e) {
            try {
                connection.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            throw transactions.failed("lock the capacity pool", e);
        }
    }

    /** The highest change number written so far (0 when nothing was). */
    public long lastChange() {
        return transactions.autoCommit("read the last change number", c -> {
            try (Statement s = c.createStatement();
                    ResultSet rows = s.executeQuery("SELECT COALESCE(MAX(change_seq), 0) FROM accord_agreement")) {
                rows.next();
                return rows.getLong(1);
            }
        });
    }

    /**
     * Takes or renews the lease for {@code holder} for {@code lease}; its epoch, or empty when another instance
     * holds an unexpired lease.
     */
    public OptionalLong acquireLease(String holder, Duration lease) {
        return transactions.autoCommit("take the leader's lease", c -> {
            try (PreparedStatement update = c.prepareStatement(ACQUIRE)) {
                update.setString(1, holder);
                update.setString(2, holder);
                update.setDouble(3, lease.toMillis() / 1000.0);
                update.setString(4, holder);
                try (ResultSet rows = update.executeQuery()) {
                    return rows.next() ? OptionalLong.of(rows.getLong(1)) : OptionalLong.empty();
                }
            }
        });
    }

    /** Lets the lease expire now, if {@code holder} holds it (a stopping leader hands over at once). */
    public void releaseLease(String holder) {
        transactions.autoCommit("release the leader's lease", c -> {
            try (PreparedStatement update = c.prepareStatement(RELEASE)) {
                update.setString(1, holder);
                return update.executeUpdate();
            }
        });
    }

    /**
     * {@link AgreementStore#update}, written only while the lease's epoch is {@code epoch}: the epoch is compared
     * in the UPDATE statement itself, so a deposed leader's write changes nothing.
     *
     * @throws FencedException if the epoch has moved on
     */
    public AgreementRecord updateFenced(String agreementId, UnaryOperator<AgreementRecord> change, long epoch) {
        return store.updateWith(agreementId, change, (c, next) -> {
            try (PreparedStatement update = c.prepareStatement(FENCED_UPDATE)) {
                update.setLong(8, epoch);
                if (!AgreementRows.update(update, EncodedRecord.of(next))) {
                    throw new FencedException(agreementId, epoch);
                }
            }
        });
    }

    /** The capacity pool, locked; closing it commits and releases the lock. */
    public final class PoolSection implements AutoCloseable {

        private final Connection connection;
        private final Transactions.Enlistment enlistment;
        private double clockSeconds;

        private PoolSection(Connection borrowed) throws SQLException {
            this.connection = borrowed;
            connection.setAutoCommit(false);
            try (Statement s = connection.createStatement()) {
                // its own statement: under READ COMMITTED each later statement's snapshot is taken after the lock
                // was granted, so it sees everything the previous holder committed
                s.execute(LOCK_POOL);
            } catch (SQLException e) {
                connection.rollback();
                connection.setAutoCommit(true);
                throw e;
            }
            enlistment = new Transactions.Enlistment(connection);
            transactions.enlist(enlistment);
        }

        /** The latest clock instant an admission of any instance recorded (read by {@link #changesSince}). */
        public double clockSeconds() {
            return clockSeconds;
        }

        /**
         * The agreements written with a change number above {@code sequence}, in change order; reads the pool's
         * latest instant ({@link #clockSeconds()}) in the same statement.
         */
        public List<Change> changesSince(long sequence) {
            try (PreparedStatement query = connection.prepareStatement(CHANGES)) {
                query.setLong(1, sequence);
                List<Change> changes = new ArrayList<>();
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        clockSeconds = rows.getDouble(13);
                        if (rows.getString(1) != null) {
                            changes.add(new Change(AgreementRows.read(rows), rows.getLong(12)));
                        }
                    }
                }
                return changes;
            } catch (SQLException e) {
                enlistment.failure = e;
                throw transactions.failed("read the agreements changed since change " + sequence, e);
            }
        }

        /**
         * Commits what the section wrote, recording {@code latest} as the pool's latest instant (if later) when it
         * wrote anything, and releases the lock. A section that wrote nothing commits a transaction that holds
         * no row lock and wrote no WAL: no wait for a disk.
         *
         * @throws StoreException if a statement of the section failed (it is rolled back) or the commit failed
         */
        public void close(double latest) {
            transactions.delist();
            try {
                if (enlistment.failure != null) {
                    connection.rollback();
                    throw Transactions.failure("commit the capacity pool section (rolled back: a statement of it "
                            + "failed)", enlistment.failure);
                }
                if (enlistment.wrote && latest > clockSeconds) {
                    try (PreparedStatement update = connection.prepareStatement(RECORD_CLOCK)) {
                        update.setDouble(1, latest);
                        update.executeUpdate();
                    }
                }
                connection.commit();
            } catch (SQLException e) {
                throw transactions.failed("commit the capacity pool section", e);
            } finally {
                closeQuietly();
            }
        }

        /** Releases the lock without recording anything (rolls back). */
        @Override
        public void close() {
            transactions.delist();
            try {
                connection.rollback();
            } catch (SQLException e) {
                // the connection is gone, and with it the lock
            } finally {
                closeQuietly();
            }
        }

        private void closeQuietly() {
            try {
                connection.setAutoCommit(true);
                connection.close();
            } catch (SQLException e) {
                // nothing to release any more
            }
        }
    }
}
