package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.endpoint.SelfSignedKeystore;
import org.accord.provider.security.UserFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine;

/**
 * Issue #32 item 6: {@code ./accord client} over HTTPS against a provider with a self-signed certificate made at
 * test time, with user security on. The client trusts the certificate through {@code --truststore} and reads both
 * passwords (the trust store's and the user's) from files, or, run as its own process without a terminal, from
 * the environment; without the trust store, with a host name the certificate does not hold, or with a wrong or
 * missing trust store it fails with one line saying why.
 */
class HttpsClientIT {

    private static final String TRUSTSTORE_PASSWORD = "trust-me-for-tests";

    @TempDir
    static Path dir;

    private static EmbeddedProvider provider;
    private static Path truststore;
    private static Path truststorePassword;
    private static Path userPassword;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void start() throws Exception {
        SelfSignedKeystore keystore = SelfSignedKeystore.create(dir.resolve("provider.p12"), "127.0.0.1", "ip:127.0.0.1",
                "keystore-password-for-tests");
        truststore = keystore.trustStore(dir.resolve("truststore.p12"), "PKCS12", TRUSTSTORE_PASSWORD);
        truststorePassword = Files.writeString(dir.resolve("truststore.password"), TRUSTSTORE_PASSWORD + "\n");
        userPassword = Files.writeString(dir.resolve("alice.password"), "alice-s3cret\n");
        Path users = dir.resolve("users.properties");
        UserFile.put(users, "alice", "alice-s3cret".toCharArray(), 1000);
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dir.resolve("data").toString(), Setting.TLS_KEYSTORE, keystore.file().toString(),
                Setting.TLS_KEYSTORE_PASSWORD, keystore.password(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString())));
    }

    @AfterAll
    static void stop() {
        if (provider != null) {
            provider.close();
        }
    }

    @BeforeEach
    void providerSpeaksHttpsOnly() {
        assertThat(provider.baseUrl()).startsWith("https://127.0.0.1:");
    }

    @Test
    void createsAnAgreementAndReadsItsStateTrustingTheTruststoreWithPasswordsFromFiles() throws Exception {
        Path offer = Path.of(System.getProperty("accord.examples.dir"), "offers", "valid", "librasla-job-offer.xml");

        JsonNode created = json(client("--json", "create", "--file", offer.toString()));
        String id = created.get("agreementId").asText();
        JsonNode state = json(client("--json", "state", id));

        assertThat(created.get("state").asText()).isEqualTo("Observed");
        assertThat(state.get("agreementId").asText()).isEqualTo(id);
        assertThat(state.get("state").asText()).isIn("Observed", "Complete");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void asAProcessWithoutATerminalItReadsBothPasswordsFromTheEnvironment() throws Exception {
        ProcessBuilder launcher = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), AccordCli.class.getName(), "client", "--url",
                provider.baseUrl(), "--truststore", truststore.toString(), "--user", "alice", "templates", "--json")
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        launcher.environment().put("ACCORD_TRUSTSTORE_PASSWORD", TRUSTSTORE_PASSWORD);
        launcher.environment().put("ACCORD_CLIENT_PASSWORD", "alice-s3cret");
        Process client = launcher.start();
        client.getOutputStream().close();
        String printed = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(client.exitValue()).as(printed).isZero();
        assertThat(json(printed).findValuesAsText("templateId")).contains("librasla-job");
    }

    @Test
    void withoutTheTruststoreTheCertificateIsUntrustedAndTheHostIsNamed() {
        int exit = run("client", "--url", provider.baseUrl(), "--user", "alice", "--password-file", userPassword.toString(),
                "templates");

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("accord client: the certificate of the provider at " + hostAndPort()
                + " is not trusted").contains("pass --truststore FILE").hasLineCount(1);
    }

    @Test
    void aHostNameTheCertificateDoesNotHoldIsRefused() {
        String byName = provider.baseUrl().replace("//127.0.0.1:", "//localhost:");

        int exit = run("client", "--url", byName, "--truststore", truststore.toString(), "--truststore-password-file",
                truststorePassword.toString(), "--user", "alice", "--password-file", userPassword.toString(), "templates");

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("accord client: the certificate of the provider at localhost:"
                + URI.create(provider.baseUrl()).getPort() + " is not issued for the host name 'localhost'").hasLineCount(1);
    }

    @Test
    void aPlainHttpUrlForTheHttpsProviderSuggestsHttps() {
        String plain = provider.baseUrl().replaceFirst("^https:", "http:");

        int exit = run("client", "--url", plain, "--user", "alice", "--password-file", userPassword.toString(), "templates");

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("accord client: cannot reach " + plain)
                .contains("try an https:// URL").hasLineCount(1);
    }

    @Test
    void aWrongTruststorePasswordIsAUsageErrorNamingTheFile() throws Exception {
        Path wrong = Files.writeString(dir.resolve("wrong.password"), "not-the-password\n");

        int exit = run("client", "--url", provider.baseUrl(), "--truststore", truststore.toString(),
                "--truststore-password-file", wrong.toString(), "templates");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("accord client: wrong password for truststore " + truststore
                + System.lineSeparator());
    }

    @Test
    void anUnknownTruststoreIsAUsageErrorNamingTheFile() {
        Path missing = dir.resolve("no-such-truststore.p12");

        int exit = run("client", "--url", provider.baseUrl(), "--truststore", missing.toString(), "templates");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("accord client: truststore " + missing + " does not exist"
                + System.lineSeparator());
    }

    /** Runs the client with the trust store and alice's credentials, all passwords from files; expects success. */
    private String client(String... operation) {
        out.getBuffer().setLength(0);
        String[] shared = {"client", "--url", provider.baseUrl(), "--truststore", truststore.toString(),
            "--truststore-password-file", truststorePassword.toString(), "--user", "alice",
            "--password-file", userPassword.toString()};
        String[] args = new String[shared.length + operation.length];
        System.arraycopy(shared, 0, args, 0, shared.length);
        System.arraycopy(operation, 0, args, shared.length, operation.length);
        assertThat(run(args)).as(err::toString).isZero();
        return out.toString();
    }

    private int run(String... args) {
        CommandLine command = AccordCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true));
        return command.execute(args);
    }

    private static JsonNode json(String text) throws Exception {
        return new ObjectMapper().readTree(text);
    }

    private static String hostAndPort() {
        return "127.0.0.1:" + URI.create(provider.baseUrl()).getPort();
    }
}
