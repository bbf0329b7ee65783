package org.accord.provider.rest;

import static java.time.Duration.ofSeconds;
import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.StreamSupport;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /violations} lists a really violated guarantee with its penalty. One CPU for deadline jobs: two
 * overlapping SOFT jobs of 60 s due at 65 s share it (LibraSLA admits them) and both finish late.
 */
class RestViolationsIT {

    private static final String JOB = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"%s\",\"cpus\":1,"
            + "\"tD1\":60,\"deadline\":65,\"deadlineType\":\"SOFT\",\"penaltyRate\":0.01}}";

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static RestClient rest;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.NODES, "2", Setting.PROCESSORS_PER_NODE, "1",
                Setting.PLANNER_NODES, "1", Setting.CLOCK_SPEEDUP, "30")));
        rest = new RestClient(provider.restUrl(), Optional.empty());
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void listsAViolatedGuaranteeWithItsDelayAndPenalty() {
        assertTimeoutPreemptively(ofSeconds(60), () -> {
            String since = java.time.Instant.now().minusSeconds(1).toString();
            List<String> ids = List.of(create("late one"), create("late two"));
            for (String id : ids) {
                while (!json(rest.get("/agreements/" + id)).get("state").asText().equals("Complete")) {
                    Thread.sleep(100);
                }
            }

            JsonNode violations = json(rest.get("/violations?since=" + since));

            JsonNode violation = StreamSupport.stream(violations.spliterator(), false)
                    .filter(v -> ids.contains(v.get("agreementId").asText())).findFirst().orElseThrow(
                            () -> new AssertionError("no violation of " + ids + " in " + violations));
            assertThat(violation.get("guarantee").asText()).isEqualTo("deadline");
            assertThat(violation.get("templateId").asText()).isEqualTo("librasla-job");
            assertThat(violation.get("delay").asDouble()).isPositive();
            assertThat(violation.get("penalty").asDouble()).isCloseTo(violation.get("delay").asDouble() * 0.01,
                    org.assertj.core.data.Offset.offset(1e-9));
            JsonNode agreement = json(rest.get("/agreements/" + violation.get("agreementId").asText()));
            assertThat(agreement.get("guarantees").get(0).get("state").asText()).isEqualTo("Violated");
            assertThat(agreement.get("penalty").asDouble()).isEqualTo(violation.get("penalty").asDouble());
            assertThat(json(rest.get("/violations?since=2999-01-01T00:00:00Z"))).isEmpty();
        });
    }

    private static String create(String name) {
        var created = rest.postJson("/agreements", JOB.formatted(name));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return json(created).get("agreementId").asText();
    }
}
