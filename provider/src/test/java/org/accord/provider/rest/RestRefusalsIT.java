package org.accord.provider.rest;

import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The refusals a well-formed create can meet over REST, each a problem document with its status: 409 REJECTED
 * with the scheduler's alternative (which, sent back, is admitted), 409 AGREEMENT_ID_TAKEN, and 429
 * LIMIT_EXCEEDED at the live-agreements limit per initiator (two).
 */
class RestRefusalsIT {

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static RestClient alice;
    private static RestClient bob;

    @BeforeAll
    static void start() {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.CLOCK_SPEEDUP, "1",
                Setting.LIMIT_INITIATOR_AGREEMENTS, "2")));
        RestClient anonymous = new RestClient(provider.restUrl(), Optional.empty());
        alice = anonymous.as("alice", "wonder land");
        bob = anonymous.as("bob", "builder");
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void aRefusalCarriesTheSchedulersAlternativeWhoseValuesAreAdmittedAsTheyAre() {
        HttpResponse<String> refused = alice.postJson("/agreements",
                "{\"template\":\"librasla-job\",\"values\":{\"cpus\":1,\"tD1\":7200,\"deadline\":3600,\"name\":\"too soon\"}}");

        JsonNode problem = problem(refused, 409, "REJECTED");
        JsonNode alternative = problem.get("alternative");
        assertThat(alternative.get("explanation").asText()).isNotBlank();
        assertThat(alternative.get("values").get("deadline").asDouble()).isGreaterThan(3600);

        HttpResponse<String> taken = alice.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":"
                + alternative.get("values").toString().replaceFirst("\\{", "{\"name\":\"as countered\",") + "}");
        assertThat(taken.statusCode()).as(taken.body()).isEqualTo(201);
        alice.postJson("/agreements/" + json(taken).get("agreementId").asText() + "/terminate", "{}");
    }

    @Test
    void anIdAnotherInitiatorsAgreementHasIsRefusedAndTheLiveLimitAnswers429() {
        String body = "{\"template\":\"librasla-job\",\"agreementId\":\"%s\",\"values\":{\"name\":\"%s\"}}";
        assertThat(bob.postJson("/agreements", body.formatted("bobs-job", "bob's")).statusCode()).isEqualTo(201);
        problem(alice.postJson("/agreements", body.formatted("bobs-job", "alice's")), 409, "AGREEMENT_ID_TAKEN");

        assertThat(bob.postJson("/agreements", body.formatted("bobs-second", "second")).statusCode()).isEqualTo(201);
        problem(bob.postJson("/agreements", body.formatted("bobs-third", "third")), 429, "LIMIT_EXCEEDED");
        assertThat(bob.get("/agreements/bobs-third").statusCode()).as("nothing stored").isEqualTo(404);
    }

    private static JsonNode problem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        JsonNode problem = json(response);
        assertThat(problem.get("code").asText()).isEqualTo(code);
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        return problem;
    }
}
