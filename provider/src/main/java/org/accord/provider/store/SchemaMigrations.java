package org.accord.provider.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.OptionalInt;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * The store's versioned schema, migrated by Flyway: SQL migrations under
 * {@code org/accord/provider/store/migration} ({@code ${text}} is the dialect's unbounded text type,
 * {@code ${next_change}} its next-sequence-value expression) and {@link OfferKeys} in Java, recorded in
 * {@code accord_schema_history}. Opening a store applies the ones its database has not seen.
 *
 * <p>Why Flyway: several provider instances may start at once against one empty PostgreSQL database. Flyway
 * holds a PostgreSQL advisory lock while it migrates, so one instance migrates and the others wait and then find
 * the schema current; the release before kept its own version table and no lock, which two instances starting
 * together could both try to fill.
 *
 * <p>Databases written before Flyway recorded their version (1 or 2) in {@code accord_schema}: such a database
 * is baselined at that version (Flyway's baseline-on-migrate) and only the later migrations run. The old table
 * is left in place, unread.
 *
 * <p>Version 2 replaces the unique index on (initiator, offer_id) by a non-unique index on {@code offer_key},
 * the {@link OfferHash} of the two: offer ids are random SHA-256 digests, so every insert landed on a random
 * leaf of an index whose entries carried both strings, and the embedded store's flusher spent about a third of
 * its time adding to it. Uniqueness of offers is kept by the stores themselves: {@link JdbcAgreementStore}
 * checks and inserts under a row lock of {@code accord_offer_lock} chosen by the offer's key, the journaled
 * store under its write lock. Its steps may all run again: H2 commits each DDL statement by itself, so a start
 * stopped in the middle of it leaves some done and the version not recorded.
 *
 * <p>Version 3 adds what several instances share: {@code change_seq} on agreements (a sequence value taken by
 * every write), the capacity pool's lock row {@code accord_pool} and the leader's lease {@code accord_leader}.
 */
final class SchemaMigrations {

    /** Rows of {@code accord_offer_lock}: creates of offers whose keys differ modulo this rarely wait for each other. */
    static final int OFFER_LOCK_STRIPES = 256;

    /** The newest schema version of this release. */
    static final int LATEST = 4;

    private static final String LOCATION = "classpath:org/accord/provider/store/migration";

    private SchemaMigrations() {}

    /** Applies the migrations the database lacks; returns the version reached. */
    static int migrate(DataSource dataSource, SqlDialect dialect) {
        if (recordedCurrent(dataSource)) {
            return LATEST;
        }
        OptionalInt legacy = legacyVersion(dataSource);
        Flyway flyway = Flyway.configure(SchemaMigrations.class.getClassLoader())
                .dataSource(dataSource)
                .locations(LOCATION)
                .javaMigrations(new OfferKeys())
                .table("accord_schema_history")
                .placeholders(Map.of("text", dialect.textType(), "next_change", dialect.nextChange()))
                .baselineOnMigrate(legacy.isPresent())
                .baselineVersion(MigrationVersion.fromVersion(String.valueOf(legacy.orElse(1))))
                .baselineDescription("schema written before the store used Flyway")
                .load();
        flyway.migrate();
        return Integer.parseInt(flyway.info().current().getVersion().getVersion());
    }

    /**
     * Whether Flyway's history already records every migration of this release, each applied successfully: then
     * there is nothing to migrate and Flyway is not loaded at all. Loading it (configuration, scanning the
     * migration location, validating the applied migrations against it) took about a fifth of the main thread's
     * work of a provider start, and a restart after a crash is a start. The cost of the shortcut: a migration
     * file edited after it was applied is not detected at such a start; a release never edits an applied one.
     */
    private static boolean recordedCurrent(DataSource dataSource) {
        try (Connection c = dataSource.getConnection()) {
            if (!hasTable(c, "accord_schema_history")) {
                return false;
            }
            int highest = 0;
            try (Statement s = c.createStatement();
                    ResultSet rows = s.executeQuery(
                            "SELECT \"version\", \"success\" FROM \"accord_schema_history\" WHERE \"version\" IS NOT NULL")) {
                while (rows.next()) {
                    if (!rows.getBoolean(2)) {
                        return false;
                    }
                    highest = Math.max(highest, Integer.parseInt(rows.getString(1)));
                }
            }
            return highest == LATEST;
        } catch (SQLException | NumberFormatException e) {
            return false;
        }
    }

    /** The version a database written before Flyway recorded in {@code accord_schema}; empty when there is none. */
    private static OptionalInt legacyVersion(DataSource dataSource) {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            if (hasTable(c, "accord_schema_history")) {
                return OptionalInt.empty();
            }
            if (!hasTable(c, "accord_schema")) {
                return OptionalInt.empty();
            }
            try (ResultSet rows = s.executeQuery("SELECT MAX(version) FROM accord_schema")) {
                rows.next();
                int version = rows.getInt(1);
                return version > 0 ? OptionalInt.of(version) : OptionalInt.empty();
            }
        } catch (SQLException e) {
            throw Transactions.failure("read the schema version", e);
        }
    }

    private static boolean hasTable(Connection c, String name) throws SQLException {
        for (String candidate : new String[] {name, name.toUpperCase(java.util.Locale.ROOT)}) {
            try (ResultSet tables = c.getMetaData().getTables(null, null, candidate, new String[] {"TABLE"})) {
                if (tables.next()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Version 2: offers indexed by a 64-bit key instead of a unique (initiator, offer_id) index. */
    static final class OfferKeys implements JavaMigration {

        private static final String[] BEFORE_FILL = {
            "ALTER TABLE accord_agreement ADD COLUMN IF NOT EXISTS offer_key BIGINT"};
        private static final String[] AFTER_FILL = {
            "ALTER TABLE accord_agreement ALTER COLUMN offer_key SET NOT NULL",
            "CREATE INDEX IF NOT EXISTS accord_agreement_offer_key ON accord_agreement (offer_key)",
            "CREATE INDEX IF NOT EXISTS accord_agreement_initiator ON accord_agreement (initiator)",
            "ALTER TABLE accord_agreement DROP CONSTRAINT IF EXISTS accord_agreement_offer",
            "CREATE TABLE IF NOT EXISTS accord_offer_lock (stripe INTEGER PRIMARY KEY)",
            "DELETE FROM accord_offer_lock"};

        @Override
        public MigrationVersion getVersion() {
            return MigrationVersion.fromVersion("2");
        }

        @Override
        public String getDescription() {
            return "offers indexed by a 64-bit key instead of a unique (initiator, offer_id) index";
        }

        @Override
        public Integer getChecksum() {
            return 2;
        }

        @Override
        public boolean canExecuteInTransaction() {
            return true;
        }

        @Override
        public void migrate(Context context) throws SQLException {
            Connection connection = context.getConnection();
            execute(connection, BEFORE_FILL);
            fillOfferKeys(connection);
            execute(connection, AFTER_FILL);
            fillOfferLocks(connection);
        }

        private static void execute(Connection connection, String[] statements) throws SQLException {
            try (Statement statement = connection.createStatement()) {
                for (String sql : statements) {
                    statement.execute(sql);
                }
            }
        }

        /** Sets {@code offer_key} of every stored agreement (a database of version 1 has none). */
        private static void fillOfferKeys(Connection connection) throws SQLException {
            try (Statement read = connection.createStatement();
                    ResultSet rows = read.executeQuery(
                            "SELECT agreement_id, initiator, offer_id FROM accord_agreement WHERE offer_key IS NULL");
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
            try (PreparedStatement insert = connection.prepareStatement(
                    "INSERT INTO accord_offer_lock (stripe) VALUES (?)")) {
                for (int stripe = 0; stripe < OFFER_LOCK_STRIPES; stripe++) {
                    insert.setInt(1, stripe);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
        }
    }
}
