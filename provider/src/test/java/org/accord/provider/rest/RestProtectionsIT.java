package org.accord.provider.rest;

import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The protections in front of the core, over REST: a request that takes longer than
 * {@code limits.request.millis} before admission answers 503 LIMIT_EXCEEDED, and failed logins are throttled
 * with 429 LIMIT_EXCEEDED and {@code Retry-After}, on the REST binding and the SOAP ports alike (one count).
 * Each answer is a problem document, nothing is stored, and the provider keeps serving.
 */
class RestProtectionsIT {

    private static final Duration PAUSE = Duration.ofMillis(100);
    private static final String JOB = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"%s\"}}";

    @TempDir
    Path dataDir;

    @Test
    void aCreateOrNegotiationSlowerThanTheRequestLimitAnswers503AndStoresNothing() throws Exception {
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.LIMIT_REQUEST_MILLIS, "1")))) {
            RestClient rest = new RestClient(provider.restUrl(), Optional.empty());

            for (HttpResponse<String> slow : java.util.List.of(
                    rest.postSlowly("/agreements", "application/json", JOB.formatted("from values"), PAUSE),
                    rest.postSlowly("/agreements", "application/xml", Offers.librasla("from a document"), PAUSE),
                    rest.postSlowly("/negotiations", "application/json", "{\"template\":\"librasla-job\"}", PAUSE))) {
                JsonNode problem = problem(slow, 503, "LIMIT_EXCEEDED");
                assertThat(problem.get("detail").asText()).contains("the limit limits.request.millis is 1 ms")
                        .endsWith("nothing was stored");
            }

            assertThat(rest.get("/templates").statusCode()).isEqualTo(200);
            assertThat(json(rest.get("/agreements")).get("total").asInt()).as("nothing stored").isZero();
            assertThat(json(rest.get("/decisions?after=0")).get("items").findValuesAsText("reason"))
                    .containsOnly("LIMIT_EXCEEDED");
        }
    }

    @Test
    void repeatedFailedLoginsAnswer429OnEveryPortUntilTheLockoutEndsAndStoreNothing() throws Exception {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.CLOCK_SPEEDUP, "1")))) {
            RestClient anonymous = new RestClient(provider.restUrl(), Optional.empty());
            RestClient alice = anonymous.as("alice", "wonder land");
            RestClient guesser = anonymous.as("alice", "guess");
            for (int i = 0; i < 5; i++) {
                problem(guesser.postJson("/agreements", JOB.formatted("guess " + i)), 401, "UNAUTHENTICATED");
            }

            HttpResponse<String> throttled = alice.postJson("/agreements", JOB.formatted("right password, too soon"));
            JsonNode problem = problem(throttled, 429, "LIMIT_EXCEEDED");
            assertThat(problem.get("detail").asText()).startsWith("too many failed logins");
            assertThat(throttled.headers().firstValue("Retry-After")).hasValue("1");
            HttpResponse<String> soap = soapCreate(provider, "alice", "wonder land");
            assertThat(soap.statusCode()).as("the SOAP port counts the same failures").isEqualTo(429);
            assertThat(soap.headers().firstValue("Retry-After")).isPresent();

            Thread.sleep(1100);
            assertThat(json(alice.get("/agreements")).get("total").asInt()).as("nothing stored").isZero();
            assertThat(alice.postJson("/agreements", JOB.formatted("after the lockout")).statusCode()).isEqualTo(201);
        }
    }

    private static HttpResponse<String> soapCreate(EmbeddedProvider provider, String user, String password)
            throws Exception {
        String authorization = "Basic " + Base64.getEncoder().encodeToString(
                (user + ":" + password).getBytes(StandardCharsets.UTF_8));
        HttpRequest request = HttpRequest.newBuilder(URI.create(provider.baseUrl() + "/AgreementFactory"))
                .header("Content-Type", "text/xml; charset=UTF-8").header("Authorization", authorization)
                .POST(HttpRequest.BodyPublishers.ofString("<soap:Envelope xmlns:soap="
                        + "\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body/></soap:Envelope>"))
                .build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode problem(HttpResponse<String> response, int status, String code) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        JsonNode problem = json(response);
        assertThat(problem.get("code").asText()).isEqualTo(code);
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("type").asText()).isEqualTo("urn:accord:problem:" + code);
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ");
        return problem;
    }
}
