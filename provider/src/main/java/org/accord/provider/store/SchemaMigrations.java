package org.accord.provider.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The store's versioned schema. Each migration runs once, in order, and is recorded in
 * {@code accord_schema}; opening a store applies the ones its database has not seen, so the first start
 * creates the schema and later starts change nothing.
 */
final class SchemaMigrations {

    /** One schema version: its number, what it does and its DDL. */
    record Migration(int version, String description, List<String> statements) {}

    private static final String VERSION_TABLE = "CREATE TABLE IF NOT EXISTS accord_schema ("
            + "version INTEGER PRIMARY KEY, description VARCHAR(200) NOT NULL, "
            + "applied_at TIMESTAMP WITH TIME ZONE NOT NULL)";

    private SchemaMigrations() {}

    /** Every migration of this release, oldest first. */
    static List<Migration> all(SqlDialect dialect) {
        String text = dialect.textType();
        return List.of(new Migration(1, "agreements and negotiations", List.of(
                "CREATE TABLE accord_agreement ("
                        + "agreement_id VARCHAR(128) PRIMARY KEY, "
                        + "initiator VARCHAR(256) NOT NULL, "
                        + "offer_id VARCHAR(256) NOT NULL, "
                        + "template_id VARCHAR(256) NOT NULL, "
                        + "state VARCHAR(64) NOT NULL, "
                        + "service_term_states " + text + " NOT NULL, "
                        + "guarantee_term_states " + text + " NOT NULL, "
                        + "document " + text + " NOT NULL, "
                        + "placement " + text + ", "
                        + "created_at TIMESTAMP WITH TIME ZONE NOT NULL, "
                        + "updated_at TIMESTAMP WITH TIME ZONE NOT NULL, "
                        + "CONSTRAINT accord_agreement_offer UNIQUE (initiator, offer_id))",
                "CREATE INDEX accord_agreement_state ON accord_agreement (state)",
                "CREATE TABLE accord_negotiation ("
                        + "negotiation_id VARCHAR(128) PRIMARY KEY, "
                        + "initiator VARCHAR(256) NOT NULL, "
                        + "state VARCHAR(64) NOT NULL, "
                        + "offers " + text + " NOT NULL, "
                        + "created_at TIMESTAMP WITH TIME ZONE NOT NULL, "
                        + "updated_at TIMESTAMP WITH TIME ZONE NOT NULL)")));
    }

    /** Applies the migrations the database lacks, each in its own transaction; returns the version reached. */
    static int migrate(Connection connection, SqlDialect dialect) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(VERSION_TABLE);
        }
        int current = currentVersion(connection);
        for (Migration migration : all(dialect)) {
            if (migration.version() > current) {
                apply(connection, migration);
                current = migration.version();
            }
        }
        return current;
    }

    static int currentVersion(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT MAX(version) FROM accord_schema")) {
            rows.next();
            return rows.getInt(1);
        }
    }

    private static void apply(Connection connection, Migration migration) throws SQLException {
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement();
                PreparedStatement record = connection.prepareStatement(
                        "INSERT INTO accord_schema (version, description, applied_at) VALUES (?, ?, ?)")) {
            for (String ddl : migration.statements()) {
                statement.execute(ddl);
            }
            record.setInt(1, migration.version());
            record.setString(2, migration.description());
            record.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
            record.executeUpdate();
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }
}
