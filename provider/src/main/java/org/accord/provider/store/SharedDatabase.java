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
    /** Most changed agreements one statement of the catch-up reads (it reads on while a page comes back full). */
    static final int CHANGES_PAGE = 32;
    /**
     * The changed agreements (columns 1-12) after a change number, in change order, a page at a time. The LIMIT keeps
     * the change_seq index in use whatever the planner thinks of the table: an ordered index scan that stops after a
     * page costs little however many rows the range is guessed to hold, where without it a plan made while the table
     * was small (or unanalysed) scanned every agreement on every section.
     */
    private static final String CHANGES = "SELECT agreement_id, initiator, offer_id, template_id, state, "
            + "service_term_states, guarantee_term_states, document, placement, created_at, updated_at, change_seq "
            + "FROM accord_agreement WHERE change_seq > %d ORDER BY change_seq LIMIT " + CHANGES_PAGE;
    private static final String POOL_CLOCK = "SELECT clock_seconds FROM accord_pool WHERE pool_id = 0";
    /**
     * Records the pool's latest instant and reads the change sequence's last value: every change number up to it
     * was taken either by this section (under the lock) or by a write outside any section, which changes no capacity.
     */
    private static final String RECORD_CLOCK = "UPDATE accord_pool SET clock_seconds = GREATEST(clock_seconds, %s) "
            + "WHERE pool_id = 0 RETURNING (SELECT last_value FROM accord_change_seq)";
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

    /**
     * Locks the capacity pool until the section is closed, and reads what changed after change number {@code seen}
     * ({@link PoolSection#changes()}); see the type's Javadoc.
     */
    public PoolSection enterPool(long seen) {
        Connection connection = transactions.borrow("lock the capacity pool");
        try {
            return new PoolSection(connection, seen);
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
        private final double clockSeconds;
        private final List<Change> changes;
        private long seenThrough;

        private PoolSection(Connection borrowed, long seen) throws SQLException {
            this.connection = borrowed;
            connection.setAutoCommit(false);
            try (Statement s = connection.createStatement()) {
                // one round trip for the lock, the pool's instant and the first page of changes: three statements of
                // their own, so under READ COMMITTED the later two take their snapshots after the lock was granted
                // and see everything the previous holder committed (the server runs them one after the other)
                s.execute(LOCK_POOL + "; " + POOL_CLOCK + "; " + String.format(java.util.Locale.ROOT, CHANGES, seen));
                s.getMoreResults();
                try (ResultSet pool = s.getResultSet()) {
                    pool.next();
                    clockSeconds = pool.getDouble(1);
                }
                s.getMoreResults();
                changes = new ArrayList<>();
                try (ResultSet page = s.getResultSet()) {
                    read(page, changes);
                }
                for (int last = changes.size(); last % CHANGES_PAGE == 0 && last > 0; last = changes.size()) {
                    try (ResultSet page = s.executeQuery(String.format(java.util.Locale.ROOT, CHANGES,
                            changes.get(last - 1).sequence()))) {
                        if (!read(page, changes)) {
                            break;
                        }
                    }
                }
            } catch (SQLException e) {
                connection.rollback();
                connection.setAutoCommit(true);
                throw e;
            }
            seenThrough = changes.isEmpty() ? seen : changes.get(changes.size() - 1).sequence();
            enlistment = new Transactions.Enlistment(connection);
            transactions.enlist(enlistment);
        }

        /** Adds a page of changes; false when the page was empty. */
        private static boolean read(ResultSet page, List<Change> into) throws SQLException {
            boolean any = false;
            while (page.next()) {
                into.add(new Change(AgreementRows.read(page), page.getLong(12)));
                any = true;
            }
            return any;
        }

        /** The latest clock instant an admission of any instance recorded, as the section found it. */
        public double clockSeconds() {
            return clockSeconds;
        }

        /**
         * The agreements written with a change number above the one the section was entered with, in change order:
         * what the other instances changed since this one last looked.
         */
        public List<Change> changes() {
            return changes;
        }

        /**
         * The change number this instance has seen everything up to once the section committed: the last it read,
         * or, when the section wrote, the last the sequence had given out by its end. This instance's own writes are
         * then never read back: every number up to it is either its own (nobody else writes under the lock) or that
         * of a write outside any section, which changes no capacity.
         */
        public long seenThrough() {
            return seenThrough;
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
                if (!enlistment.wrote) {
                    connection.commit();
                    return;
                }
                try (Statement s = connection.createStatement()) {
                    // the clock's update and the commit in one round trip
                    double instant = Double.isFinite(latest) ? Math.max(latest, clockSeconds) : clockSeconds;
                    s.execute(String.format(java.util.Locale.ROOT, RECORD_CLOCK, Double.toString(instant)) + "; COMMIT");
                    long written;
                    try (ResultSet last = s.getResultSet()) {
                        last.next();
                        written = last.getLong(1);
                    }
                    s.getMoreResults();
                    seenThrough = Math.max(seenThrough, written);
                }
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
