package org.accord.consumer.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trust store's refusals, each naming the file (a store with a certificate: {@code HttpsClientIT} in cli). */
class TrustStoreTest {

    @TempDir
    Path dir;

    @Test
    void aMissingFileIsNamed() {
        Path missing = dir.resolve("missing.p12");

        assertThatThrownBy(() -> TrustStore.pkcs12(missing, "pw").trustManagers())
                .isInstanceOf(IllegalArgumentException.class).hasMessage("truststore " + missing + " does not exist");
    }

    @Test
    void aWrongPasswordIsNamedAsSuch() throws Exception {
        Path store = emptyStore("PKCS12", "right");

        assertThatThrownBy(() -> TrustStore.pkcs12(store, "wrong").trustManagers())
                .hasMessage("wrong password for truststore " + store);
    }

    @Test
    void aStoreWithoutCertificatesIsRefused() throws Exception {
        Path store = emptyStore("JKS", "right");

        assertThatThrownBy(() -> new TrustStore(store, "JKS", "right").trustManagers())
                .hasMessage("truststore " + store + " holds no certificate");
    }

    @Test
    void aFileThatIsNoKeyStoreSaysHowToMakeOne() throws Exception {
        Path pem = Files.writeString(dir.resolve("provider.pem"), "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");

        assertThatThrownBy(() -> TrustStore.pkcs12(pem, "pw").trustManagers())
                .hasMessageStartingWith("truststore " + pem + " is not a PKCS12 or JKS key store")
                .hasMessageContaining("keytool -importcert -file CERT.pem");
    }

    @Test
    void anUnknownTypeIsNamed() throws Exception {
        Path store = emptyStore("PKCS12", "pw");

        assertThatThrownBy(() -> new TrustStore(store, "PEM", "pw").trustManagers())
                .hasMessage("unknown truststore type 'PEM' (PKCS12 or JKS)");
    }

    @Test
    void itsTextNeverShowsThePassword() {
        assertThat(TrustStore.pkcs12(Path.of("t.p12"), "s3cret").toString()).contains("t.p12").doesNotContain("s3cret");
    }

    private Path emptyStore(String type, String password) throws Exception {
        KeyStore store = KeyStore.getInstance(type);
        store.load(null, null);
        Path file = dir.resolve("store." + type.toLowerCase());
        try (OutputStream out = Files.newOutputStream(file)) {
            store.store(out, password.toCharArray());
        }
        return file;
    }
}
