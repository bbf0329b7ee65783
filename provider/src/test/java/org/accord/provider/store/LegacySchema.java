package org.accord.provider.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;

/**
 * The schema as the store wrote it before its migrations moved to Flyway (a copy of that release's
 * {@code SchemaMigrations}): versions 1 and 2, recorded in {@code accord_schema}. Tests make databases "written by
 * the previous release" with it and check that {@link SchemaMigrations} upgrades them in place.
 */
final class LegacySchema {

    /** One step of a migration: a DDL statement, or work in Java (filling a new column). */
    @FunctionalInterface
    interface Step {
        void run(Connection connection) throws SQLException;
    }

    /** One schema version: its number, what it does and its steps. */
    record Migration(int version, String description, List<Step> steps) {}

    /** Rows of {@code accord_offer_lock}: creates of offers whose keys differ modulo this rarely wait for each other. */
    static final int OFFER_LOCK_STRIPES = SchemaMigrations.OFFER_LOCK_STRIPES;

    private static final String VERSION_TABLE = "CREATE TABLE IF NOT EXISTS accord_schema ("
            + "version INTEGER PRIMARY KEY, description VARCHAR(200) NOT NULL, "
            + "applied_at TIMESTAMP WITH TIME ZONE NOT NULL)";

    private LegacySchema() {}

    /** Every migration of this release, oldest first. */
    static List<Migration> all(SqlDialect dialect) {
        String text = dialect.textType();
        return List.of(new Migration(1, "agreements and negotiations", ddl(
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
                        + "updated_at TIMESTAMP WITH TIME ZONE NOT NULL)")),
                // every step may run again: H2 commits each DDL statement by itself, so a start stopped in the
                // middle of this migration leaves some steps done and the version still 1
                new Migration(2, "offers indexed by a 64-bit key instead of a unique (initiator, offer_id) index", List.of(
                        sql("ALTER TABLE accord_agreement ADD COLUMN IF NOT EXISTS offer_key BIGINT"),
                        LegacySchema::fillOfferKeys,
                        sql("ALTER TABLE accord_agreement ALTER COLUMN offer_key SET NOT NULL"),
                        sql("CREATE INDEX IF NOT EXISTS accord_agreement_offer_key ON accord_agreement (offer_key)"),
                        sql("CREATE INDEX IF NOT EXISTS accord_agreement_initiator ON accord_agreement (initiator)"),
                        sql("ALTER TABLE accord_agreement DROP CONSTRAINT IF EXISTS accord_agreement_offer"),
                        sql("CREATE TABLE IF NOT EXISTS accord_offer_lock (stripe INTEGER PRIMARY KEY)"),
                        sql("DELETE FROM accord_offer_lock"),
                        LegacySchema::fillOfferLocks)));
    }

    private static List<Step> ddl(String... statements) {
        return Arrays.stream(statements).map(LegacySchema::sql).toList();
    }

    private static Step sql(String ddl) {
        return connection -> {
            try (Statement statement = connection.createStatement()) {
                statement.execute(ddl);
            }
        };
    }

    /** Sets {@code offer_key} of every stored agreement (a database of version 1 has none). */
    private static void fillOfferKeys(Connection connection) throws SQLException {
        try (Statement read = connection.createStatement();
                ResultSet rows = read.executeQuery("SELECT agreement_id, initiator, offer_id FROM accord_agreement");
                PreparedStatement write = connection.prepareStatement(
                        "UPDATE accord_agreement SET offer_key = ? WHERE agreement_id = ?")) {
            int pending = 0;
            while (rows.next()) {
                write.setLong(1, OfferHash.of(rows.getString(2), rows.getString(3)));
                write.setString(2, rows.getString(1));
                write.addBatch();
                if (++pending == 1000) {
                    write.executeBatch();
                    pending = 0;
                }
            }
            if (pending > 0) {
                write.executeBatch();
            }
        }
    }

    private static void fillOfferLocks(Connection connection) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO accord_offer_lock (stripe) VALUES (?)")) {
            for (int stripe = 0; stripe < OFFER_LOCK_STRIPES; stripe++) {
                insert.setInt(1, stripe);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /** Applies the migrations the database lacks, each in its own transaction; returns the version reached. */
    static int migrate(Connection connection, SqlDialect dialect) throws SQLException {
        return migrate(connection, dialect, Integer.MAX_VALUE);
    }

    /** {@link #migrate(Connection, SqlDialect)} up to version {@code target} (tests make older databases). */
    static int migrate(Connection connection, SqlDialect dialect, int target) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(VERSION_TABLE);
        }
        int current = currentVersion(connection);
        for (Migration migration : all(dialect)) {
            if (migration.version() > current && migration.version() <= target) {
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
        try (PreparedStatement record = connection.prepareStatement(
                        "INSERT INTO accord_schema (version, description, applied_at) VALUES (?, ?, ?)")) {
            for (Step step : migration.steps()) {
                step.run(connection);
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
