package org.accord.provider.rest;

import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The REST binding's templates and agreements over real HTTP, security off (everyone is anonymous). */
class RestAgreementsIT {

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static RestClient rest;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.CLOCK_SPEEDUP, "1")));
        rest = new RestClient(provider.restUrl(), Optional.empty());
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void listsTemplatesWithTheirSettableValues() {
        HttpResponse<String> response = rest.get("/templates");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        JsonNode librasla = find(json(response), "librasla-job");
        assertThat(librasla.get("kind").asText()).isEqualTo("deadline");
        assertThat(librasla.get("terms").get("cpus").get("min").asInt()).isEqualTo(4);
        assertThat(librasla.get("values").findValuesAsText("name")).contains("cpus", "deadline", "budget", "penaltyRate");
        assertThat(librasla.get("terms").get("functions").get(1).get("expression").asText())
                .isEqualTo("budget - delay * penaltyRate");
        assertThat(librasla.get("creationConstraints").get(0).get("facets").get(1).get("facet").asText())
                .isEqualTo("maxInclusive");
    }

    @Test
    void readsOneTemplateInJsonOrAsItsDocument() {
        assertThat(json(rest.get("/templates/hpc-job")).get("templateId").asText()).isEqualTo("hpc-job");
        HttpResponse<String> document = rest.get("/templates/hpc-job", "application/xml");
        assertThat(document.statusCode()).isEqualTo(200);
        assertThat(document.body()).contains("wsag:Template").contains("hpc-job");
        HttpResponse<String> unknown = rest.get("/templates/nope");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(json(unknown).get("code").asText()).isEqualTo("UNKNOWN_TEMPLATE");
    }

    @Test
    void createsAnAgreementFromTemplateValues() {
        HttpResponse<String> created = rest.postJson("/agreements",
                "{\"template\":\"librasla-job\",\"values\":{\"cpus\":2,\"tD1\":7200,\"deadline\":36000,\"name\":\"values\"}}");

        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        JsonNode agreement = json(created);
        String id = agreement.get("agreementId").asText();
        assertThat(created.headers().firstValue("Location")).hasValue(rest.base() + "/agreements/" + id);
        assertThat(agreement.get("state").asText()).isEqualTo("Observed");
        assertThat(agreement.get("allocation").get("cpus").asInt()).isEqualTo(2);

        JsonNode read = json(rest.get("/agreements/" + id));
        assertThat(read.get("terms").get("deadline").asDouble()).isEqualTo(36000);
        assertThat(read.get("guarantees").get(0).get("state").asText()).isEqualTo("NotDetermined");
        assertThat(read.get("backend").toString()).as("the simulated backend runs no job")
                .isEqualTo("{\"kind\":\"simulated\"}");
        assertThat(agreement.has("backend")).as("only a read of one agreement names its backend").isFalse();
        assertThat(rest.get("/agreements/" + id + "/document").body()).contains("wsag:Agreement").contains(id);
        assertThat(rest.get("/agreements/" + id, "application/xml").body()).as("Accept: application/xml")
                .contains("wsag:Agreement").contains(id);
    }

    @Test
    void createsFromAnOfferDocument() {
        HttpResponse<String> created = rest.post("/agreements", "application/xml", Offers.librasla("from a document"));

        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        assertThat(json(created).get("templateId").asText()).isEqualTo("librasla-job");
    }

    @Test
    void repeatedCreatesReturnTheAgreementAlreadyMade() {
        String body = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"keyed\"}}";
        HttpResponse<String> first = rest.postJson("/agreements", body, "Idempotency-Key", "k-1");
        HttpResponse<String> again = rest.postJson("/agreements", body.replace("keyed", "changed"), "Idempotency-Key", "k-1");
        assertThat(first.statusCode()).as(first.body()).isEqualTo(201);
        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(json(again).get("agreementId")).isEqualTo(json(first).get("agreementId"));

        String named = "{\"template\":\"librasla-job\",\"agreementId\":\"my-job-7\",\"values\":{\"cpus\":8}}";
        HttpResponse<String> chosen = rest.postJson("/agreements", named);
        assertThat(chosen.statusCode()).as(chosen.body()).isEqualTo(201);
        assertThat(chosen.headers().firstValue("Location")).hasValue(rest.base() + "/agreements/my-job-7");
        assertThat(rest.postJson("/agreements", named).statusCode()).isEqualTo(200);
        assertThat(json(rest.get("/agreements?template=librasla-job&limit=1000")).get("items").findValuesAsText("agreementId"))
                .containsOnlyOnce("my-job-7");
    }

    @Test
    void listsWithFiltersAndPages() {
        for (int i = 0; i < 3; i++) {
            assertThat(rest.postJson("/agreements", "{\"template\":\"hpc-job\",\"values\":{\"name\":\"page " + i + "\"}}")
                    .statusCode()).isEqualTo(201);
        }
        JsonNode page = json(rest.get("/agreements?template=hpc-job&state=Observed,Complete&offset=1&limit=2"));

        assertThat(page.get("total").asInt()).isGreaterThanOrEqualTo(3);
        assertThat(page.get("offset").asInt()).isEqualTo(1);
        assertThat(page.get("items")).hasSize(2);
        assertThat(page.get("items").findValuesAsText("templateId")).containsOnly("hpc-job");
        assertThat(json(rest.get("/agreements?createdSince=2999-01-01T00:00:00Z")).get("total").asInt()).isZero();
        HttpResponse<String> bad = rest.get("/agreements?state=Sleeping");
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(json(bad).get("detail").asText()).contains("Sleeping");
    }

    @Test
    void terminatesAnAgreement() {
        String id = json(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"name\":\"to end\"}}"))
                .get("agreementId").asText();

        HttpResponse<String> ended = rest.postJson("/agreements/" + id + "/terminate", "{\"reason\":\"done\"}");

        assertThat(ended.statusCode()).as(ended.body()).isEqualTo(200);
        assertThat(json(ended).get("state").asText()).isEqualTo("Terminated");
        assertThat(json(rest.get("/agreements/" + id)).get("state").asText()).isEqualTo("Terminated");
        assertThat(rest.get("/agreements/unknown-id").statusCode()).isEqualTo(404);
    }

    @Test
    void refusesBrokenRequestsWithProblemsAndStoresNothing() {
        int before = json(rest.get("/agreements?limit=1")).get("total").asInt();
        String deep = "[".repeat(100) + "]".repeat(100);
        assertProblem(rest.postJson("/agreements", "{\"template\":"), 400, "INVALID_REQUEST", "");
        assertProblem(rest.postJson("/agreements", "{\"template\":5}"), 400, "INVALID_REQUEST", "/template");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"colour\":1}"), 400,
                "INVALID_REQUEST", "/colour");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"budget\":NaN}}"),
                400, "INVALID_REQUEST", null);
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"x\":" + deep + "}}"),
                400, "INVALID_REQUEST", null);
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"budget\":1"
                + "0".repeat(400) + "}}"), 400, "INVALID_REQUEST", null);
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"budget\":1e999}}"),
                400, "INVALID_REQUEST", "/values/budget");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"cpus\":[1]}}"),
                400, "INVALID_REQUEST", "/values/cpus");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"colour\":1}}"),
                400, "INVALID_REQUEST", "/values/colour");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"cpus\":500}}"),
                422, "CONSTRAINT_VIOLATION", "/values/cpus");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"nope\"}"), 422, "UNKNOWN_TEMPLATE", "/template");
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"agreementId\":\"a b\"}"),
                400, "INVALID_REQUEST", "/agreementId");
        assertProblem(rest.post("/agreements", "application/xml", "<not-an-offer/>"), 400, "INVALID_OFFER", null);
        assertProblem(rest.postJson("/agreements", "{\"template\":\"librasla-job\",\"values\":{\"name\":\""
                + "x".repeat(2_000_000) + "\"}}"), 413, "LIMIT_EXCEEDED", null);
        assertProblem(rest.post("/agreements", "text/plain", "hello"), 415, "UNSUPPORTED_MEDIA_TYPE", null);
        assertProblem(rest.get("/nowhere"), 404, "NOT_FOUND", null);
        assertProblem(rest.send(rest.request("/templates").DELETE()), 405, "METHOD_NOT_ALLOWED", null);

        assertThat(json(rest.get("/agreements?limit=1")).get("total").asInt()).isEqualTo(before);
        assertThat(rest.get("/templates").statusCode()).isEqualTo(200);
    }

    private static void assertProblem(HttpResponse<String> response, int status, String code, String pointer) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/problem+json"));
        JsonNode problem = json(response);
        assertThat(problem.get("code").asText()).isEqualTo(code);
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("type").asText()).isEqualTo("urn:accord:problem:" + code);
        assertThat(problem.get("detail").asText()).isNotBlank().doesNotContain("at org.", "Exception");
        if (pointer != null) {
            assertThat(problem.path("pointer").asText()).as(problem.toString()).isEqualTo(pointer);
        }
    }

    private static JsonNode find(JsonNode templates, String id) {
        for (JsonNode template : templates) {
            if (template.get("templateId").asText().equals(id)) {
                return template;
            }
        }
        throw new AssertionError("no template " + id + " in " + templates);
    }
}
