package org.accord.provider.store;

import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import org.accord.agreement.AgreementState;
import org.accord.localpostgres.LocalPostgres;
import org.accord.localpostgres.PostgresRequired;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The store contract and its schema migrations on a real PostgreSQL server (Debian's, see {@link LocalPostgres}). */
@ExtendWith(PostgresRequired.class)
class PostgresAgreementStoreIT extends AgreementStoreContract {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    private static LocalPostgres postgres;

    private StoreLocation location;
    private JdbcAgreementStore store;

    @BeforeAll
    static void startServer() {
        postgres = LocalPostgres.start(false);
    }

    @AfterAll
    static void stopServer() {
        postgres.close();
    }

    @BeforeEach
    void open() {
        location = new StoreLocation(postgres.createDatabase("store_" + DATABASES.incrementAndGet()),
                LocalPostgres.USER, "");
        store = JdbcAgreementStore.open(location);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Override
    protected AgreementStore store() {
        return store;
    }

    @Test
    void runsOnPostgresAndKeepsItsSchemaAcrossReopens() {
        store.create(agreement("a1", "alice", "offer-1"));
        store.close();

        store = JdbcAgreementStore.open(location);

        assertThat(store.dialect()).isEqualTo(SqlDialect.POSTGRESQL);
        assertThat(store.schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
        assertThat(store.find("a1")).isPresent();
    }

    @Test
    void instancesStartingAtOnceOnAnEmptyDatabaseMigrateItOnceAndAllServeIt() throws Exception {
        StoreLocation empty = new StoreLocation(postgres.createDatabase("empty_" + DATABASES.incrementAndGet()),
                LocalPostgres.USER, "");
        ExecutorService starts = Executors.newFixedThreadPool(4);
        List<Future<JdbcAgreementStore>> opening = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            opening.add(starts.submit(() -> JdbcAgreementStore.open(empty)));
        }
        List<JdbcAgreementStore> instances = new ArrayList<>();
        try {
            for (Future<JdbcAgreementStore> f : opening) {
                instances.add(f.get());
            }
            for (int i = 0; i < instances.size(); i++) {
                assertThat(instances.get(i).schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
                instances.get(i).create(agreement("a" + i, "alice", "offer-1"));
            }
            assertThat(instances.get(3).list()).hasSize(1);
            assertThat(count(empty, "SELECT COUNT(*) FROM accord_schema_history WHERE success"))
                    .isEqualTo(SchemaMigrations.LATEST);
            assertThat(count(empty, "SELECT COUNT(*) FROM accord_offer_lock"))
                    .isEqualTo(SchemaMigrations.OFFER_LOCK_STRIPES);
        } finally {
            instances.forEach(JdbcAgreementStore::close);
            starts.shutdown();
        }
    }

    @Test
    void upgradesAStoreWrittenByThePreviousReleaseInPlace() throws SQLException {
        StoreLocation previous = new StoreLocation(postgres.createDatabase("previous_" + DATABASES.incrementAndGet()),
                LocalPostgres.USER, "");
        try (Connection c = DriverManager.getConnection(previous.jdbcUrl(), previous.user(), previous.password())) {
            assertThat(LegacySchema.migrate(c, SqlDialect.POSTGRESQL)).isEqualTo(2);
            AgreementRows.insert(c, agreement("a1", "alice", "offer-1"));
        }

        try (JdbcAgreementStore upgraded = JdbcAgreementStore.open(previous)) {
            assertThat(upgraded.schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
            assertThat(upgraded.findByOffer("alice", "offer-1")).map(AgreementRecord::agreementId).contains("a1");
            assertThat(upgraded.create(agreement("a2", "alice", "offer-1"))).isInstanceOf(CreateOutcome.Existing.class);
            upgraded.update("a1", r -> r.withState(AgreementState.OBSERVED, Records.T0.plusSeconds(5)));
            assertThat(upgraded.find("a1")).map(AgreementRecord::state).contains(AgreementState.OBSERVED);
        }
    }

    private static long count(StoreLocation at, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(at.jdbcUrl(), at.user(), at.password());
                var rows = c.createStatement().executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
