package org.accord.provider.store;

import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.accord.agreement.AgreementState;

class H2AgreementStoreTest extends AgreementStoreContract {

    @TempDir
    Path dataDir;

    private JdbcAgreementStore store;

    @BeforeEach
    void open() {
        store = JdbcAgreementStore.open(StoreLocation.embedded(dataDir));
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
    void createsTheSchemaOnFirstOpenAndKeepsDataAcrossReopens() {
        store.create(agreement("a1", "alice", "offer-1"));
        store.close();

        store = JdbcAgreementStore.open(StoreLocation.embedded(dataDir));

        assertThat(store.schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
        assertThat(store.find("a1")).isPresent();
        assertThat(dataDir.resolve("accord.mv.db")).exists();
    }

    @Test
    void tellsWhenEachStoredAgreementWasLastUpdatedAndNothingForOnesNotStored() {
        store.create(agreement("a1", "alice", "offer-1"));
        store.create(agreement("a2", "bob", "offer-2"));
        store.update("a2", r -> r.withState(AgreementState.OBSERVED, Records.T0.plusSeconds(90)));

        assertThat(store.updatedInstants(List.of("a1", "a2", "missing")))
                .containsOnly(entry("a1", Records.T0), entry("a2", Records.T0.plusSeconds(90)));
    }

    @Test
    void upgradesAVersionOneDatabaseKeepingItsAgreementsFindableByOffer() throws SQLException {
        store.close();
        Path old = dataDir.resolve("old");
        StoreLocation location = StoreLocation.embedded(old);
        try (Connection c = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password())) {
            assertThat(LegacySchema.migrate(c, SqlDialect.H2, 1)).isEqualTo(1);
            insertVersionOne(c, agreement("a1", "alice", "offer-1"));
            insertVersionOne(c, agreement("a2", "bob", "offer-1"));
        }

        store = JdbcAgreementStore.open(location);

        assertThat(store.schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
        assertThat(store.findByOffer("alice", "offer-1")).map(AgreementRecord::agreementId).contains("a1");
        assertThat(store.findByOffer("bob", "offer-1")).map(AgreementRecord::agreementId).contains("a2");
        assertThat(store.create(agreement("a3", "alice", "offer-1")))
                .isEqualTo(new CreateOutcome.Existing(store.find("a1").orElseThrow()));
        assertThat(store.create(agreement("a4", "alice", "offer-2"))).isInstanceOf(CreateOutcome.Created.class);
        assertThat(store.listByInitiator("alice")).extracting(AgreementRecord::agreementId).containsExactly("a1", "a4");
    }

    @Test
    void upgradesAStoreWrittenByThePreviousReleaseInPlace() throws SQLException {
        store.close();
        StoreLocation location = StoreLocation.embedded(dataDir.resolve("previous-release"));
        try (Connection c = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password())) {
            assertThat(LegacySchema.migrate(c, SqlDialect.H2)).isEqualTo(2);
            AgreementRows.insert(c, agreement("a1", "alice", "offer-1"));
        }

        store = JdbcAgreementStore.open(location);

        assertThat(store.schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
        assertThat(store.findByOffer("alice", "offer-1")).map(AgreementRecord::agreementId).contains("a1");
        assertThat(store.create(agreement("a2", "alice", "offer-1"))).isInstanceOf(CreateOutcome.Existing.class);
        store.update("a1", r -> r.withState(AgreementState.OBSERVED, Records.T0.plusSeconds(5)));
        assertThat(store.find("a1")).map(AgreementRecord::state).contains(AgreementState.OBSERVED);
    }

    @Test
    void completesAnUpgradeThatStoppedAfterSomeOfItsStepsRan() throws SQLException {
        store.close();
        Path old = dataDir.resolve("half-upgraded");
        StoreLocation location = StoreLocation.embedded(old);
        try (Connection c = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
                Statement s = c.createStatement()) {
            assertThat(LegacySchema.migrate(c, SqlDialect.H2, 1)).isEqualTo(1);
            insertVersionOne(c, agreement("a1", "alice", "offer-1"));
            // what H2 keeps of version 2's first steps when the process dies before the version is recorded
            s.execute("ALTER TABLE accord_agreement ADD COLUMN offer_key BIGINT");
            s.execute("CREATE INDEX accord_agreement_offer_key ON accord_agreement (offer_key)");
            s.execute("CREATE TABLE accord_offer_lock (stripe INTEGER PRIMARY KEY)");
            s.execute("INSERT INTO accord_offer_lock (stripe) VALUES (0), (1)");
        }

        store = JdbcAgreementStore.open(location);

        assertThat(store.schemaVersion()).isEqualTo(SchemaMigrations.LATEST);
        assertThat(store.findByOffer("alice", "offer-1")).map(AgreementRecord::agreementId).contains("a1");
        assertThat(store.create(agreement("a2", "alice", "offer-2"))).isInstanceOf(CreateOutcome.Created.class);
    }

    @Test
    void reopeningAStoreWhoseHistoryRecordsAFailedMigrationStillStopsAtFlywaysValidation() throws SQLException {
        store.close();
        StoreLocation location = StoreLocation.embedded(dataDir);
        try (Connection c = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
                Statement s = c.createStatement()) {
            s.execute("UPDATE \"accord_schema_history\" SET \"success\" = FALSE WHERE \"version\" = '"
                    + SchemaMigrations.LATEST + "'");
        }

        assertThatThrownBy(() -> JdbcAgreementStore.open(location)).hasStackTraceContaining("failed migration");
        store = JdbcAgreementStore.open(StoreLocation.embedded(dataDir.resolve("fresh")));
    }

    /** An agreement row as schema version 1 stored it (no offer_key). */
    private static void insertVersionOne(Connection c, AgreementRecord a) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO accord_agreement (agreement_id, initiator, "
                + "offer_id, template_id, state, service_term_states, guarantee_term_states, document, placement, "
                + "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)")) {
            insert.setString(1, a.agreementId());
            insert.setString(2, a.initiator());
            insert.setString(3, a.offerId());
            insert.setString(4, a.templateId());
            insert.setString(5, RecordEncoding.state(a.state()));
            insert.setString(6, RecordEncoding.serviceTerms(a.serviceTerms()));
            insert.setString(7, RecordEncoding.guarantees(a.guarantees()));
            insert.setString(8, a.document());
            insert.setObject(9, AgreementRows.time(a.created()));
            insert.setObject(10, AgreementRows.time(a.updated()));
            insert.executeUpdate();
        }
    }

    @Test
    void offersWhoseKeysCollideAreToldApartByInitiatorAndOfferId() throws SQLException {
        StoreLocation location = StoreLocation.embedded(dataDir);
        try (Connection c = DriverManager.getConnection(location.jdbcUrl(), location.user(), location.password());
                Statement s = c.createStatement()) {
            store.create(agreement("forged", "mallory", "other-offer"));
            // give it alice's offer key, as a 64-bit collision would
            s.executeUpdate("UPDATE accord_agreement SET offer_key = " + OfferHash.of("alice", "offer-1")
                    + " WHERE agreement_id = 'forged'");
        }

        assertThat(store.findByOffer("alice", "offer-1")).isEmpty();
        assertThat(store.create(agreement("a1", "alice", "offer-1"))).isInstanceOf(CreateOutcome.Created.class);
        assertThat(store.create(agreement("a2", "alice", "offer-1")))
                .isEqualTo(new CreateOutcome.Existing(store.find("a1").orElseThrow()));
        assertThat(store.find("forged")).map(AgreementRecord::offerId).contains("other-offer");
    }

    @Test
    void embeddedLocationDisablesH2sWriteDelayAndKeepsDocumentsInTheirRows() {
        StoreLocation location = StoreLocation.embedded(dataDir);

        assertThat(location.jdbcUrl()).startsWith("jdbc:h2:file:" + dataDir.toAbsolutePath()).contains(";WRITE_DELAY=0")
                .contains(";MAX_LENGTH_INPLACE_LOB=65536");
        assertThat(location.dialect()).isEqualTo(SqlDialect.H2);
    }

    @Test
    void rejectsJdbcUrlsOfOtherDatabases() {
        assertThatThrownBy(() -> new StoreLocation("jdbc:mysql://localhost/accord", "u", "p"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("jdbc:mysql://localhost/accord");
    }
}
