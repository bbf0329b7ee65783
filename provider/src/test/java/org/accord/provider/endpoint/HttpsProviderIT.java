package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.Map;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded server over real TLS: a key store made by the JDK's keytool ({@link SelfSignedKeystore}, a
 * self-signed certificate for 127.0.0.1), {@code --keystore} and {@code --keystore-password}, and a client that
 * trusts that certificate only, with hostname verification on. ({@code HttpsClientIT} in the cli module runs
 * {@code ./accord client} against such a provider.)
 */
class HttpsProviderIT {

    private static final String PASSWORD = "changeit-for-tests";

    @TempDir
    static Path dir;

    private static EmbeddedProvider provider;
    private static HttpClient https;

    @BeforeAll
    static void start() throws Exception {
        Path keystore = SelfSignedKeystore.create(dir.resolve("provider.p12"), "127.0.0.1", "ip:127.0.0.1", PASSWORD)
                .file();
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dir.resolve("data").toString(), Setting.TLS_KEYSTORE, keystore.toString(),
                Setting.TLS_KEYSTORE_PASSWORD, PASSWORD)));
        https = HttpClient.newBuilder().sslContext(trusting(keystore)).build();
    }

    private static SSLContext trusting(Path keystore) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = new FileInputStream(keystore.toFile())) {
            store.load(in, PASSWORD.toCharArray());
        }
        TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(store);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trust.getTrustManagers(), null);
        return context;
    }

    @AfterAll
    static void stop() {
        if (provider != null) {
            provider.close();
        }
    }

    @Test
    void servesTheWsdlAndCreatesAnAgreementOverHttps() throws Exception {
        assertThat(provider.baseUrl()).startsWith("https://127.0.0.1:");
        String factory = provider.baseUrl() + "/AgreementFactory";

        HttpResponse<String> wsdl = https.send(HttpRequest.newBuilder(URI.create(factory + "?wsdl")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> created = https.send(HttpRequest.newBuilder(URI.create(factory))
                .header("Content-Type", "text/xml; charset=UTF-8").header("SOAPAction", "\"\"")
                .POST(HttpRequest.BodyPublishers.ofString(Clients.createEnvelope(Offers.librasla("over TLS")))).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(wsdl.statusCode()).isEqualTo(200);
        assertThat(wsdl.body()).contains("wsdl:definitions");
        assertThat(created.body()).contains("createAgreementResponse");
    }

    @Test
    void plainHttpOnTheTlsPortCreatesNothing() {
        String plain = provider.baseUrl().replaceFirst("^https:", "http:") + "/AgreementFactory";

        Throwable failure = catchThrowable(() -> {
            HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(plain))
                    .header("Content-Type", "text/xml; charset=UTF-8")
                    .POST(HttpRequest.BodyPublishers.ofString(Clients.createEnvelope(Offers.librasla("in clear"))))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(answer.statusCode()).isNotEqualTo(200);
            assertThat(answer.body()).doesNotContain("createAgreementResponse");
        });

        assertThat(failure).satisfiesAnyOf(f -> assertThat(f).isNull(), f -> assertThat(f).isInstanceOf(IOException.class));
    }
}
