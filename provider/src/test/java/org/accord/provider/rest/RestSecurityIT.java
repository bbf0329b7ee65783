package org.accord.provider.rest;

import static java.time.Duration.ofSeconds;
import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Security on: the REST binding authenticates every call, and one user cannot read, list, stream or terminate another's agreements. */
class RestSecurityIT {

    private static final String JOB = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"%s\"}}";

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static RestClient anonymous;
    private static RestClient alice;
    private static RestClient bob;
    private static RestClient carol;

    @BeforeAll
    static void start() {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        UserFile.put(users, "carol", "operates".toCharArray(), 1000);
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.CLOCK_SPEEDUP, "1", Setting.OPERATORS, "carol")));
        anonymous = new RestClient(provider.restUrl(), Optional.empty());
        alice = anonymous.as("alice", "wonder land");
        bob = anonymous.as("bob", "builder");
        carol = anonymous.as("carol", "operates");
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void refusesCallsWithoutCredentials() {
        for (HttpResponse<String> refused : java.util.List.of(anonymous.get("/agreements"), anonymous.get("/templates"),
                anonymous.postJson("/agreements", JOB.formatted("nobody's")), bob.as("bob", "wrong").get("/agreements"))) {
            assertThat(refused.statusCode()).isEqualTo(401);
            assertThat(refused.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v).startsWith("Basic"));
            assertThat(json(refused).get("code").asText()).isEqualTo("UNAUTHENTICATED");
        }
        assertThat(anonymous.get("/openapi.json").statusCode()).isEqualTo(200);
    }

    @Test
    void anotherUsersAgreementIsNeitherReadableListableNorTerminable() {
        HttpResponse<String> created = alice.postJson("/agreements", JOB.formatted("alice's"));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = json(created).get("agreementId").asText();
        assertThat(json(created).get("initiator").asText()).isEqualTo("alice");

        assertThat(json(bob.get("/agreements/" + id)).get("code").asText()).isEqualTo("ACCESS_DENIED");
        assertThat(bob.get("/agreements/" + id).statusCode()).isEqualTo(403);
        assertThat(bob.get("/agreements/" + id + "/document").statusCode()).isEqualTo(403);
        assertThat(bob.postJson("/agreements/" + id + "/terminate", "{}").statusCode()).isEqualTo(403);
        assertThat(json(bob.get("/agreements")).get("items").findValuesAsText("agreementId")).doesNotContain(id);
        assertThat(bob.get("/agreements?initiator=alice").statusCode()).isEqualTo(403);

        assertThat(json(carol.get("/agreements?initiator=alice")).get("items").findValuesAsText("agreementId")).contains(id);
        assertThat(carol.get("/agreements/" + id).statusCode()).isEqualTo(200);
        assertThat(carol.postJson("/agreements/" + id + "/terminate", "{}").statusCode()).isEqualTo(403);
        assertThat(json(alice.get("/agreements/" + id)).get("state").asText()).isEqualTo("Observed");
    }

    @Test
    void anAgreementFromADocumentNamesTheAuthenticatedCallerAsItsInitiatorWhateverTheDocumentClaims() {
        String claimsBob = Offers.librasla("alice's document, claiming bob");
        HttpResponse<String> created = alice.post("/agreements", "application/xml", claimsBob);
        String id = json(created).get("agreementId").asText();

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(claimsBob).contains(">bob@example.org<");
        assertThat(json(created).get("initiator").asText()).isEqualTo("alice");
        assertThat(alice.get("/agreements/" + id + "/document").body()).contains(">alice<")
                .doesNotContain("bob@example.org");
    }

    @Test
    void aUsersEventStreamCarriesOnlyTheirOwnAgreements() {
        assertTimeoutPreemptively(ofSeconds(60), () -> {
            try (EventStream bobs = EventStream.open(bob, "")) {
                String alices = json(alice.postJson("/agreements", JOB.formatted("alice's streamed"))).get("agreementId").asText();
                String his = json(bob.postJson("/agreements", JOB.formatted("bob's streamed"))).get("agreementId").asText();

                EventStream.Event first = bobs.next();

                assertThat(first.data().get("agreementId").asText()).isEqualTo(his).isNotEqualTo(alices);
                assertThat(first.data().get("initiator").asText()).isEqualTo("bob");
            }
        });
    }

    @Test
    void onlyTheInitiatorNegotiatesAndOnlyOperatorsDecidePendingAgreements() {
        String negotiation = json(alice.postJson("/negotiations", "{\"template\":\"librasla-job\"}")).get("negotiationId").asText();
        HttpResponse<String> bobs = bob.postJson("/negotiations/" + negotiation + "/offers", "{\"template\":\"librasla-job\"}");
        assertThat(bobs.statusCode()).isEqualTo(403);
        HttpResponse<String> alices = alice.postJson("/negotiations/" + negotiation + "/offers",
                "{\"template\":\"librasla-job\",\"values\":{\"cpus\":4}}");
        assertThat(alices.statusCode()).as(alices.body()).isEqualTo(200);
        assertThat(json(alices).get(0).get("state").asText()).isEqualTo("Acceptable");
        assertThat(bob.send(bob.request("/negotiations/" + negotiation).DELETE()).statusCode()).isEqualTo(403);
        assertThat(alice.send(alice.request("/negotiations/" + negotiation).DELETE()).statusCode()).isEqualTo(204);
        assertThat(alice.postJson("/negotiations/" + negotiation + "/offers", "{\"template\":\"librasla-job\"}").statusCode())
                .isEqualTo(409);

        String pending = json(alice.postJson("/agreements", "{\"template\":\"librasla-job\",\"pending\":true,"
                + "\"values\":{\"name\":\"waiting\"}}")).get("agreementId").asText();
        assertThat(alice.get("/pending").statusCode()).isEqualTo(403);
        assertThat(alice.postJson("/pending/" + pending + "/accept", "").statusCode()).isEqualTo(403);
        assertThat(json(carol.get("/pending")).findValuesAsText("agreementId")).contains(pending);
        HttpResponse<String> accepted = carol.postJson("/pending/" + pending + "/accept", "");
        assertThat(json(accepted).get("state").asText()).as(accepted.body()).isEqualTo("Observed");
        assertThat(carol.postJson("/pending/" + pending + "/reject", "{}").statusCode()).isEqualTo(409);

        assertThat(alice.get("/decisions").statusCode()).as("the decisions are the operators'").isEqualTo(403);
        var decisions = json(carol.get("/decisions")).get("items");
        assertThat(java.util.stream.StreamSupport.stream(decisions.spliterator(), false)
                .map(d -> d.get("operation").asText() + " " + d.get("outcome").asText() + " " + d.get("reason").asText()
                        + " " + d.get("initiator").asText()))
                .contains("negotiate accepted AS_OFFERED alice", "createPending pending STORED alice",
                        "accept accepted ADMITTED alice");
    }
}
