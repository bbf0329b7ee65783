package org.accord.provider.store;

import java.sql.Connection;
import java.sql.SQLException;

import java.util.function.Supplier;

import javax.sql.DataSource;

/**
 * Runs units of JDBC work on pooled connections: either auto-committed statements, or one transaction
 * that commits when the work returns and rolls back when it throws. SQL failures become
 * {@link StoreException}s naming the operation.
 *
 * <p>While a thread holds a capacity pool section ({@link SharedDatabase.PoolSection}), its connection is
 * <em>enlisted</em>: every unit that thread runs, reads and writes alike, runs on the section's connection inside
 * the section's transaction, and commits with it (one commit, one wait for the WAL's fsync, per section instead of
 * one per write). A unit that throws a {@link RuntimeException} on an enlisted connection is not rolled back on
 * its own: the store's units throw only before their write, or when their write changed nothing (an update of a
 * row that is not there, a fenced update whose epoch moved on). A unit that fails with an {@link SQLException}
 * spoils the section: PostgreSQL has aborted its transaction, and the section rolls back instead of committing.
 */
final class Transactions {

    /** A pool section's connection, shared by the units its thread runs until the section ends. */
    static final class Enlistment {

        final Connection connection;
        /** Whether a unit that writes ran (the section then has something to commit). */
        boolean wrote;
        /** The failure that aborted the section's transaction, if one did. */
        SQLException failure;

        Enlistment(Connection connection) {
            this.connection = connection;
        }
    }

    private final ThreadLocal<Enlistment> enlisted = new ThreadLocal<>();

    /** A unit of JDBC work. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private final Supplier<DataSource> dataSource;
    private final Runnable connectionLost;

    Transactions(DataSource dataSource) {
        this(() -> dataSource, () -> { });
    }

    /**
     * @param dataSource the pool to borrow from (it may be replaced)
     * @param connectionLost called when a failure says the connection to the database was lost (SQLSTATE class
     *     08, or the server shutting down), so that the pool can drop connections that will never work again
     */
    Transactions(Supplier<DataSource> dataSource, Runnable connectionLost) {
        this.dataSource = dataSource;
        this.connectionLost = connectionLost;
    }

    /** A connection of the pool, for work that outlives one call (the caller closes it). */
    Connection borrow(String operation) {
        try {
            return dataSource.get().getConnection();
        } catch (SQLException e) {
            throw failed(operation, e);
        }
    }

    /** Makes the current thread's units run on {@code enlistment}'s connection until {@link #delist()}. */
    void enlist(Enlistment enlistment) {
        enlisted.set(enlistment);
    }

    void delist() {
        enlisted.remove();
    }

    /** Whether the current thread holds a pool section (its units run in the section's transaction). */
    boolean inSection() {
        return enlisted.get() != null;
    }

    /** Runs {@code work} with auto-commit on (each statement is its own transaction). */
    <T> T autoCommit(String operation, Work<T> work) {
        Enlistment section = enlisted.get();
        if (section != null) {
            return inSection(section, operation, work, false);
        }
        try (Connection connection = dataSource.get().getConnection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw failed(operation, e);
        }
    }

    /** Runs {@code work} in one transaction (that of the thread's pool section, if it holds one). */
    <T> T inTransaction(String operation, Work<T> work) {
        Enlistment section = enlisted.get();
        if (section != null) {
            return inSection(section, operation, work, true);
        }
        try (Connection connection = dataSource.get().getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failed(operation, e);
        }
    }

    private <T> T inSection(Enlistment section, String operation, Work<T> work, boolean writes) {
        if (section.failure != null) {
            throw failure(operation + " (an earlier statement of this pool section failed)", section.failure);
        }
        try {
            T result = work.run(section.connection);
            section.wrote |= writes;
            return result;
        } catch (SQLException e) {
            section.failure = e;
            throw failed(operation, e);
        }
    }

    /** {@link #failure}, after telling the pool when the connection was lost. */
    StoreException failed(String operation, SQLException e) {
        if (isConnectionLost(e)) {
            connectionLost.run();
            return new StoreUnavailableException(operation + " failed: the database cannot be reached (SQLSTATE "
                    + e.getSQLState() + "): " + e.getMessage(), e);
        }
        return failure(operation, e);
    }

    /**
     * SQLSTATE class 08 (connection exception) or 57P (operator intervention: the server is shutting down), or a
     * driver's connection exception whatever its state (H2 says "Connection is broken" with its own 90067).
     */
    static boolean isConnectionLost(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.sql.SQLNonTransientConnectionException
                    || t instanceof java.sql.SQLTransientConnectionException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08") || sql.getSQLState().startsWith("57P"))) {
                return true;
            }
        }
        return false;
    }

    static StoreException failure(String operation, SQLException e) {
        return new StoreException(operation + " failed (SQLSTATE " + e.getSQLState() + "): " + e.getMessage(), e);
    }
}
