package org.accord.provider.store;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

/**
 * Runs units of JDBC work on pooled connections: either auto-committed statements, or one transaction
 * that commits when the work returns and rolls back when it throws. SQL failures become
 * {@link StoreException}s naming the operation.
 */
final class Transactions {

    /** A unit of JDBC work. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    private final DataSource dataSource;

    Transactions(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Runs {@code work} with auto-commit on (each statement is its own transaction). */
    <T> T autoCommit(String operation, Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw failure(operation, e);
        }
    }

    /** Runs {@code work} in one transaction. */
    <T> T inTransaction(String operation, Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
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
            throw failure(operation, e);
        }
    }

    static StoreException failure(String operation, SQLException e) {
        return new StoreException(operation + " failed (SQLSTATE " + e.getSQLState() + "): " + e.getMessage(), e);
    }
}
