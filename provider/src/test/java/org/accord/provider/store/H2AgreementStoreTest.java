package org.accord.provider.store;

import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

        assertThat(store.schemaVersion()).isEqualTo(1);
        assertThat(store.find("a1")).isPresent();
        assertThat(dataDir.resolve("accord.mv.db")).exists();
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
