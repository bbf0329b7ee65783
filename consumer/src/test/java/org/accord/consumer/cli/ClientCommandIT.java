package org.accord.consumer.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.agreement.GuaranteeTermState;
import org.accord.consumer.client.Credentials;
import org.accord.consumer.client.InMemoryProvider;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import picocli.CommandLine;

/** {@code ./accord client} against the in-memory test provider (8 CPUs) over real HTTP. */
class ClientCommandIT {

    private static InMemoryProvider provider;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void start() {
        provider = InMemoryProvider.start(8);
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void templatesJsonListsIdsAndNames() throws IOException {
        assertThat(run("--url", provider.url(), "templates", "--json")).isZero();

        JsonNode templates = Json.MAPPER.readTree(out.toString());
        assertThat(templates).hasSize(2);
        assertThat(templates.findValuesAsText("templateId")).containsExactlyInAnyOrder("librasla-job", "hpc-job");
        assertThat(templates.findValuesAsText("name")).contains("Cluster job with a LibraSLA deadline");
    }

    @Test
    void sharedOptionsMayAlsoFollowTheOperation() throws IOException {
        assertThat(run("templates", "--url", provider.url(), "--json")).isZero();

        assertThat(Json.MAPPER.readTree(out.toString()).findValuesAsText("templateId")).hasSize(2);
    }

    @Test
    void createsWithSetTermsAndFollowsTheAgreementUntilTerminated() throws IOException {
        assertThat(run("--url", provider.url(), "--json", "create", "--template", "librasla-job",
                "--set", "cpus=2", "--set", "tD1=7200", "--set", "deadline=7200")).isZero();
        JsonNode created = Json.MAPPER.readTree(out.toString());
        String id = created.get("agreementId").asText();
        assertThat(created.get("state").asText()).isEqualTo("Observed");

        out.getBuffer().setLength(0);
        provider.complete(id, GuaranteeTermState.FULFILLED, 100.0);
        assertThat(run("--url", provider.url(), "state", id, "--json")).isZero();
        JsonNode state = Json.MAPPER.readTree(out.toString());
        assertThat(state.get("agreementId").asText()).isEqualTo(id);
        assertThat(state.get("state").asText()).isEqualTo("Complete");
        assertThat(state.get("serviceTermStates").get("job").asText()).isEqualTo("Completed");
        assertThat(state.get("guaranteeTermStates").get("deadline").asText()).isEqualTo("Fulfilled");
        assertThat(state.get("businessValues").get("deadline").asDouble()).isEqualTo(100.0);

        out.getBuffer().setLength(0);
        assertThat(run("--url", provider.url(), "terminate", id)).isZero();
        assertThat(out.toString().trim()).isEqualTo(id + "  Complete");
    }

    @Test
    void createsFromAnOfferFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("offer.xml");
        try (var in = ClientCommandIT.class.getResourceAsStream("/offers/librasla-job-offer.xml")) {
            Files.copy(in, file);
        }

        assertThat(run("--url", provider.url(), "create", "--file", file.toString())).isZero();

        assertThat(out.toString()).matches("agreement-\\d+  Observed\\s*");
    }

    @Test
    void sendsAnOfferFileAsWrittenForeignContentIncluded(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("offer.xml");
        try (var in = ClientCommandIT.class.getResourceAsStream("/offers/librasla-job-offer.xml")) {
            String offer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Files.writeString(file, offer.replaceFirst("</wsag:ServiceDescriptionTerm>",
                    "<jsdl:JobDefinition xmlns:jsdl=\"http://schemas.ggf.org/jsdl/2005/11/jsdl\"><jsdl:JobDescription>"
                            + "<jsdl:JobIdentification><jsdl:JobName>render-42</jsdl:JobName></jsdl:JobIdentification>"
                            + "</jsdl:JobDescription></jsdl:JobDefinition></wsag:ServiceDescriptionTerm>"));
        }

        try (InMemoryProvider own = InMemoryProvider.start(8)) {
            assertThat(run("--url", own.url(), "create", "--file", file.toString())).as(err::toString).isZero();

            assertThat(own.createOffers).singleElement(InstanceOfAssertFactories.STRING)
                    .contains("http://schemas.ggf.org/jsdl/2005/11/jsdl").contains(">render-42</");
        }
    }

    @Test
    void negotiatesAndCreatesFromTheAcceptableCounterOffer() throws IOException {
        assertThat(run("--url", provider.url(), "negotiate", "--json", "--create", "--template", "librasla-job",
                "--set", "cpus=1", "--set", "tD1=3600", "--set", "deadline=600")).isZero();

        JsonNode round = Json.MAPPER.readTree(out.toString());
        JsonNode counter = round.get("counterOffers").get(0);
        assertThat(counter.get("state").asText()).isEqualTo("Acceptable");
        assertThat(counter.get("deadline").asDouble()).isEqualTo(3600.0);
        assertThat(counter.get("explanation").asText())
                .isEqualTo("1 CPUs by deadline 600 s cannot be met; 1 CPUs with t_D = 3600 s by deadline 3600 s can");
        assertThat(round.get("agreement").get("state").asText()).isEqualTo("Observed");
    }

    @Test
    void aPendingAgreementIsListedAcceptedAndThenObserved() throws IOException {
        assertThat(run("--url", provider.url(), "create", "--pending", "--json", "--template", "librasla-job",
                "--set", "cpus=1", "--set", "tD1=3600", "--set", "deadline=7200")).as(err::toString).isZero();
        JsonNode created = Json.MAPPER.readTree(out.toString());
        String id = created.get("agreementId").asText();
        assertThat(created.get("state").asText()).isEqualTo("Pending");

        assertThat(runFresh("--url", provider.url(), "pending", "list", "--json")).isZero();
        JsonNode listed = Json.MAPPER.readTree(out.toString());
        JsonNode mine = java.util.stream.StreamSupport.stream(listed.spliterator(), false)
                .filter(p -> p.get("agreementId").asText().equals(id)).findFirst().orElseThrow();
        assertThat(mine.get("initiator").asText()).isEqualTo("anonymous");
        assertThat(mine.get("templateId").asText()).isEqualTo("librasla-job");
        assertThat(java.time.Instant.parse(mine.get("created").asText())).isBeforeOrEqualTo(java.time.Instant.now());
        assertThat(mine.size()).isEqualTo(4);

        assertThat(runFresh("--url", provider.url(), "pending", "accept", id, "--json")).isZero();
        JsonNode accepted = Json.MAPPER.readTree(out.toString());
        assertThat(accepted.get("agreementId").asText()).isEqualTo(id);
        assertThat(accepted.get("state").asText()).isEqualTo("Observed");
        assertThat(accepted.has("reason")).isFalse();

        assertThat(runFresh("--url", provider.url(), "state", id, "--json")).isZero();
        assertThat(Json.MAPPER.readTree(out.toString()).get("state").asText()).isEqualTo("Observed");
        assertThat(runFresh("--url", provider.url(), "pending", "list", "--json")).isZero();
        assertThat(Json.MAPPER.readTree(out.toString()).findValuesAsText("agreementId")).doesNotContain(id);
    }

    @Test
    void pendingCommandsPrintTablesByDefault(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("offer.xml");
        try (var in = ClientCommandIT.class.getResourceAsStream("/offers/librasla-job-offer.xml")) {
            Files.copy(in, file);
        }
        try (InMemoryProvider own = InMemoryProvider.start(8)) {
            assertThat(run("--url", own.url(), "create", "--pending", "--file", file.toString())).isZero();
            assertThat(out.toString()).matches("agreement-1  Pending\\s*");

            assertThat(runFresh("--url", own.url(), "pending", "list")).isZero();
            assertThat(out.toString().lines().toList()).hasSize(2).first(InstanceOfAssertFactories.STRING)
                    .startsWith("AGREEMENT").contains("INITIATOR", "TEMPLATE", "CREATED");
            assertThat(out.toString().lines().toList().get(1)).matches("agreement-1 +anonymous +librasla-job +\\S+Z");

            assertThat(runFresh("--url", own.url(), "pending", "reject", "agreement-1", "--reason", "no budget")).isZero();
            assertThat(out.toString().trim()).isEqualTo("agreement-1  Rejected  (no budget)");
            assertThat(runFresh("--url", own.url(), "pending", "list")).isZero();
            assertThat(out.toString()).contains("(no pending agreements)");
        }
    }

    @Test
    void decidingOnAnUnknownOrNoLongerPendingAgreementIsOneLineWithExitCodeOne() {
        assertThat(run("--url", provider.url(), "pending", "accept", "agreement-none")).isEqualTo(1);
        assertThat(err.toString()).isEqualTo("accord client: UNKNOWN_AGREEMENT: no agreement agreement-none"
                + System.lineSeparator());

        assertThat(run("--url", provider.url(), "--json", "create", "--template", "librasla-job",
                "--set", "cpus=1", "--set", "tD1=3600", "--set", "deadline=7200")).isZero();
        String observed = out.toString().replaceAll("(?s).*\"agreementId\" : \"([^\"]+)\".*", "$1");
        err.getBuffer().setLength(0);
        assertThat(run("--url", provider.url(), "pending", "reject", observed)).isEqualTo(1);
        assertThat(err.toString()).isEqualTo("accord client: INVALID_STATE: agreement '" + observed
                + "' is Observed, not Pending" + System.lineSeparator());
    }

    @Test
    void pendingWithoutAnOperationIsAUsageError() {
        assertThat(run("--url", provider.url(), "pending")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing operation: list, accept or reject");
    }

    @Test
    void negotiateLeavesTheExplanationOutOfTheJsonWhenTheProviderGaveNone() throws IOException {
        assertThat(run("--url", provider.url(), "negotiate", "--json", "--template", "librasla-job",
                "--set", "cpus=1", "--set", "tD1=300", "--set", "deadline=600")).isZero();

        JsonNode counter = Json.MAPPER.readTree(out.toString()).get("counterOffers").get(0);
        assertThat(counter.get("state").asText()).isEqualTo("Acceptable");
        assertThat(counter.has("explanation")).isFalse();
    }

    @Test
    void negotiatePrintsTheExplanationUnderTheCounterOffersRow() {
        assertThat(run("--url", provider.url(), "negotiate", "--template", "librasla-job",
                "--set", "cpus=1", "--set", "tD1=3600", "--set", "deadline=600")).isZero();

        assertThat(out.toString().lines().toList()).hasSize(3).satisfies(lines -> {
            assertThat(lines.get(0)).startsWith("STATE");
            assertThat(lines.get(1)).startsWith("Acceptable").contains(" 3600 ");
            assertThat(lines.get(2)).isEqualTo(
                    "  why: 1 CPUs by deadline 600 s cannot be met; 1 CPUs with t_D = 3600 s by deadline 3600 s can");
        });
    }

    @Test
    void aRefusalIsOneLineWithTheReasonCodeAndExitCodeOne() {
        assertThat(run("--url", provider.url(), "create", "--template", "librasla-job", "--set", "cpus=200")).isEqualTo(1);

        assertThat(err.toString()).startsWith("accord client: CONSTRAINT_VIOLATION: offer:").contains("Processors")
                .doesNotContain("\tat ").hasLineCount(1);
    }

    @Test
    void anUnknownAgreementIsOneLineWithItsReasonCode() {
        assertThat(run("--url", provider.url(), "state", "agreement-none")).isEqualTo(1);

        assertThat(err.toString()).isEqualTo("accord client: UNKNOWN_AGREEMENT: no agreement agreement-none" + System.lineSeparator());
    }

    @Test
    void aBadSetIsAUsageErrorWithExitCodeTwo() {
        assertThat(run("--url", provider.url(), "create", "--template", "librasla-job", "--set", "cpus")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("accord client: bad --set 'cpus': expected NAME=VALUE" + System.lineSeparator());
    }

    @Test
    void aRefusedConnectionIsOneLineWithExitCodeOne() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }

        assertThat(run("--url", "http://127.0.0.1:" + closed, "templates")).isEqualTo(1);

        assertThat(err.toString()).startsWith("accord client: cannot reach http://127.0.0.1:" + closed)
                .contains("Connection refused").hasLineCount(1);
    }

    @Test
    void theUsersPasswordIsTakenFromAFile(@TempDir Path dir) throws IOException {
        Path right = Files.writeString(dir.resolve("right"), "s3cret\n");
        Path wrong = Files.writeString(dir.resolve("wrong"), "nope\n");
        try (InMemoryProvider secured = InMemoryProvider.start(2)) {
            secured.requireCredentials(new Credentials("alice", "s3cret"));

            assertThat(run("--url", secured.url(), "--user", "alice", "--password-file", right.toString(), "templates"))
                    .isZero();
            assertThat(runFresh("--url", secured.url(), "--user", "alice", "--password-file", wrong.toString(),
                    "templates")).isEqualTo(1);
            assertThat(err.toString()).startsWith("accord client: ACCESS_DENIED: ");
        }
    }

    @Test
    void theUsersPasswordIsTakenFromTheEnvironmentElseAskedOnTheTerminal() {
        try (InMemoryProvider secured = InMemoryProvider.start(2)) {
            secured.requireCredentials(new Credentials("alice", "s3cret"));
            Passwords fromEnvironment = new Passwords(Map.of("ACCORD_CLIENT_PASSWORD", "s3cret")::get,
                    question -> Optional.of("wrong"));
            Passwords fromTerminal = new Passwords(name -> null, question -> Optional.of("s3cret"));
            Passwords fromNowhere = new Passwords(name -> null, question -> Optional.empty());

            assertThat(run(fromEnvironment, "--url", secured.url(), "--user", "alice", "templates")).isZero();
            assertThat(run(fromTerminal, "--url", secured.url(), "--user", "alice", "templates")).isZero();
            assertThat(run(fromNowhere, "--url", secured.url(), "--user", "alice", "templates")).isEqualTo(2);
            assertThat(err.toString()).isEqualTo("accord client: no password given for user 'alice' at " + secured.url()
                    + ": use --password-file FILE, set ACCORD_CLIENT_PASSWORD, or run in a terminal to be asked"
                    + System.lineSeparator());
        }
    }

    @Test
    void thePasswordOptionStillWorksButWarnsThatItIsDeprecated() {
        try (InMemoryProvider secured = InMemoryProvider.start(2)) {
            secured.requireCredentials(new Credentials("alice", "s3cret"));

            assertThat(run("--url", secured.url(), "--user", "alice", "--password", "s3cret", "templates")).isZero();
            assertThat(err.toString()).startsWith("accord client: warning: --password is deprecated").hasLineCount(1);
        }
    }

    @Test
    void anHttpsUrlForAPlainHttpProviderSuggestsHttp() {
        String https = provider.url().replaceFirst("^http:", "https:");

        assertThat(run("--url", https, "templates")).isEqualTo(1);

        assertThat(err.toString()).startsWith("accord client: cannot reach " + https)
                .contains("(the provider seems to speak plain HTTP: try an http:// URL)").hasLineCount(1);
    }

    @Test
    void aTruststoreNeedsAnHttpsUrl(@TempDir Path dir) throws IOException {
        Path store = Files.writeString(dir.resolve("t.p12"), "x");

        assertThat(run("--url", provider.url(), "--truststore", store.toString(), "templates")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("accord client: --truststore is for an https:// provider URL, not "
                + provider.url() + System.lineSeparator());
    }

    /** {@link #run} with the output of earlier runs cleared. */
    private int runFresh(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return run(args);
    }

    private int run(String... args) {
        return run(new Passwords(name -> null, question -> Optional.empty()), args);
    }

    private int run(Passwords passwords, String... args) {
        CommandLine command = new CommandLine(new ClientCommand(passwords));
        command.setOut(new PrintWriter(out, true));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }
}
