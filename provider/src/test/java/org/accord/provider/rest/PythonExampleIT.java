package org.accord.provider.rest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The documented Python example, {@code examples/python/accord_rest.py}, run as it is by python3 against a live
 * provider with security on: it lists the templates, creates an agreement, waits on the event stream and reads
 * the guarantee outcome. Without python3 and its {@code requests} package the test says so in one line and is
 * skipped ({@code .ci/run} installs Debian's python3-requests).
 */
class PythonExampleIT {

    private static final Path EXAMPLE = Path.of("..", "examples", "python", "accord_rest.py");

    @TempDir
    Path dataDir;

    @Test
    void thePythonExampleCreatesAnAgreementAndWaitsForItsOutcome() throws Exception {
        assumeTrue(pythonWithRequests(), () -> {
            System.out.println("[WARNING] PYTHON EXAMPLE TEST DID NOT RUN: python3 with the requests package is "
                    + "missing. Run .ci/run (it installs python3-requests) to run it.");
            return "python3 with requests is missing";
        });
        Path users = dataDir.resolve("users.properties");
        org.accord.provider.security.UserFile.put(users, "pat", "python".toCharArray(), 1000);
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.CLOCK_SPEEDUP, "1", Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString())))) {
            Process python = new ProcessBuilder("python3", EXAMPLE.toString(), "--url", provider.restUrl(),
                    "--user", "pat", "--password", "python", "--set", "tD1=4", "--json")
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            assertThat(python.waitFor(120, TimeUnit.SECONDS)).as("the example finished").isTrue();
            String out = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(python.exitValue()).as(out).isZero();

            JsonNode summary = RestClient.JSON.readTree(out);
            assertThat(List.of(RestClient.JSON.treeToValue(summary.get("events"), String[].class)))
                    .containsExactly("created", "started", "completed");
            assertThat(summary.get("state").asText()).isEqualTo("Complete");
            assertThat(summary.get("guarantees").get(0).get("state").asText()).isEqualTo("Fulfilled");
            assertThat(summary.get("utility").asDouble()).isPositive();
        }
    }

    private static boolean pythonWithRequests() {
        if (!Files.exists(EXAMPLE)) {
            throw new AssertionError("the example is missing: " + EXAMPLE.toAbsolutePath());
        }
        try {
            Process probe = new ProcessBuilder("python3", "-c", "import requests").redirectErrorStream(true).start();
            return probe.waitFor(30, TimeUnit.SECONDS) && probe.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
