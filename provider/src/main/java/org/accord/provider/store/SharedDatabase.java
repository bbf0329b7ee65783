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
 * {@link #enterPool()} starts a transaction on a connection of its own and locks the pool's row of
 * {@code accord_pool} ({@code SELECT ... FOR UPDATE}); the lock is held until {@link PoolSection#close} commits.
 * Every change to what the capacity holds (an admission, a re-plan, a release) is written, and committed, by an
 * instance inside its section, so whoever holds the lock next sees all of them. Each write of an agreement takes
 * the next {@code accord_change_seq} value ({@code change_seq}); inside the section, the rows whose number is
 * above the last one an instance read are exactly what it has not seen of those changes (a write outside any
 * section, e.g. a Started event, may commit late with a lower number, but it changes no capacity).
 *
 * <h2>The lease</h2>
 * One row, {@code accord_leader}: a holder, an epoch and an expiry on the database's clock ({@code now()}), so
 * the instances' clocks do not matter. {@link #acquireLease} takes the row when it is free or expired (the epoch
 * goes up) or renews it for its holder; {@link #updateFenced} writes an agreement only if the epoch is still the
 * writer's, checked in the same UPDATE statement.
 */
public final class SharedDatabase {

    private static final String LOCK_POOL = "SELECT clock_seconds FROM accord_pool WHERE pool_id = 0 FOR UPDATE";
    private static final String CHANGES = AgreementRows.SELECT.replace(" FROM", ", change_seq FROM")
            + " WHERE change_seq > ? ORDER BY change_seq";
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
        private final double clockSeconds;

        private PoolSection(Connection borrowed) throws SQLException {
            this.connection = borrowed;
            connection.setAutoCommit(false);
            try (Statement s = connection.createStatement(); ResultSet rows = s.executeQuery(LOCK_POOL)) {
                if (!rows.next()) {
                    throw new SQLException("accord_pool lacks its row");
                }
                clockSeconds = rows.getDouble(1);
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            }
        }

        /** The latest clock instant an admission of any instance recorded. */
        public double clockSeconds() {
            return clockSeconds;
        }

        /** The agreements written with a change number above {@code sequence}, in change order. */
        public List<Change> changesSince(long sequence) {
            try (PreparedStatement query = connection.prepareStatement(CHANGES)) {
                query.setLong(1, sequence);
                List<Change> changes = new ArrayList<>();
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        changes.add(new Change(AgreementRows.read(rows), rows.getLong(12)));
                    }
                }
                return changes;
            } catch (SQLException e) {
                throw transactions.failed("read the agreements changed since change " + sequence, e);
            }
        }

        /** Records {@code clockSeconds} as the pool's latest instant (if later), commits and releases the lock. */
        public void close(double latest) {
            try {
                try (PreparedStatement update = connection.prepareStatement(
                        "UPDATE accord_pool SET clock_seconds = GREATEST(clock_seconds, ?) WHERE pool_id = 0")) {
                    update.setDouble(1, latest);
                    update.executeUpdate();
                }
                connection.commit();
            } catch (SQLException e) {
                throw transactions.failed("release the capacity pool", e);
            } finally {
                closeQuietly();
            }
        }

        /** Releases the lock without recording anything (rolls back). */
        @Override
        public void close() {
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
