package org.accord.provider.rest;

import static org.accord.provider.rest.RestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
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
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The operators' dashboard against a live provider with security on: served from the provider's own files to
 * operators only, and, in headless Chromium, showing agreements as they are made in its table and as bars on the
 * node record's timeline, a counter-offer of a negotiation in the chart of offers, one agreement turning
 * Violated, without a reload. Saves {@code target/dashboard.png}.
 *
 * <p>The provider has one node of one CPU for deadline jobs, so two overlapping SOFT jobs share it and both
 * finish after their deadlines (LibraSLA admits them: the node's return still rises), which violates them.
 */
class DashboardIT {

    private static final String JOB = "{\"template\":\"librasla-job\",\"values\":{\"name\":\"%s\",\"cpus\":1,"
            + "\"tD1\":%d,\"deadline\":%d,\"deadlineType\":\"SOFT\"}}";

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static RestClient carol;
    private static RestClient alice;

    @BeforeAll
    static void start() {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "carol", "operates".toCharArray(), 1000);
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.OPERATORS, "carol", Setting.NODES, "2",
                Setting.PROCESSORS_PER_NODE, "1", Setting.PLANNER_NODES, "1", Setting.CLOCK_SPEEDUP, "5")));
        RestClient anonymous = new RestClient(provider.restUrl(), Optional.empty());
        carol = anonymous.as("carol", "operates");
        alice = anonymous.as("alice", "wonder land");
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void servesTheDashboardToOperatorsOnlyFromTheProvidersOwnFiles() {
        RestClient pages = new RestClient(provider.dashboardUrl(), Optional.empty());
        HttpResponse<String> refused = pages.get("/");
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.headers().firstValue("WWW-Authenticate")).hasValueSatisfying(v -> assertThat(v).startsWith("Basic"));
        assertThat(json(pages.as("alice", "wonder land").get("/")).get("code").asText()).isEqualTo("ACCESS_DENIED");

        RestClient operator = pages.as("carol", "operates");
        HttpResponse<String> page = operator.get("/");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type")).hasValueSatisfying(v -> assertThat(v).startsWith("text/html"));
        assertThat(page.body()).contains("<script src=\"dashboard.js\"></script>").doesNotContain("http://", "https://");
        assertThat(operator.get("/dashboard.js").body().replace("'http://www.w3.org/2000/svg'", "")).contains("EventSource")
                .doesNotContain("http://", "https://");
        assertThat(operator.get("/dashboard.css").statusCode()).isEqualTo(200);
        assertThat(json(operator.get("/missing.js")).get("code").asText()).isEqualTo("NOT_FOUND");
        assertThat(operator.get("/..%2Fopenapi.json").statusCode()).isEqualTo(404);

        HttpResponse<String> bare = new RestClient(provider.dashboardUrl(), Optional.empty()).as("carol", "operates").get("");
        assertThat(bare.statusCode()).isEqualTo(301);
        assertThat(bare.headers().firstValue("Location")).hasValueSatisfying(v -> assertThat(v).endsWith("/dashboard/"));
    }

    @Test
    void theNodeRecordListsNodesAndAllocationsToOperatorsOnly() {
        HttpResponse<String> created = alice.postJson("/agreements", JOB.formatted("record", 60, 120));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        String id = json(created).get("agreementId").asText();

        assertThat(alice.get("/nodes").statusCode()).isEqualTo(403);
        assertThat(json(carol.get("/nodes?past=-1")).get("code").asText()).isEqualTo("INVALID_REQUEST");
        JsonNode record = json(carol.get("/nodes"));
        assertThat(record.get("nodes").findValuesAsText("name")).containsExactly("node-0", "node-1");
        assertThat(record.get("cpus").asInt()).isEqualTo(2);
        JsonNode held = java.util.stream.StreamSupport.stream(record.get("allocations").spliterator(), false)
                .filter(a -> a.get("agreementId").asText().equals(id)).findFirst().orElseThrow();
        assertThat(held.get("nodes").get(0).asText()).isEqualTo("node-1");
        assertThat(held.get("state").asText()).isEqualTo("Observed");
        assertThat(held.get("plannedFinish").asDouble()).isGreaterThan(held.get("plannedStart").asDouble());
        assertThat(record.get("cpusInUse").asInt()).isPositive();
        carol.postJson("/agreements/" + id + "/terminate", "{}");
        alice.postJson("/agreements/" + id + "/terminate", "{}");
    }

    @Test
    @ExtendWith(ChromiumRequired.class)
    void showsAgreementsLiveInTheTableAndOnTheTimelineUntilOneIsViolated() throws Exception {
        WebDriver browser = chromium();
        try {
            URI dashboard = URI.create(provider.dashboardUrl() + "/");
            browser.get("http://carol:operates@" + dashboard.getAuthority() + dashboard.getPath());
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30), Duration.ofMillis(200));
            wait.ignoring(StaleElementReferenceException.class);
            wait.until(b -> b.findElement(By.id("stream")).getText().equals("live"));

            List<String> ids = List.of(create("first", 60, 65), create("second", 60, 65));
            for (String id : ids) {
                wait.until(b -> !b.findElements(By.cssSelector("#agreements tr[data-agreement='" + id + "']")).isEmpty());
                wait.until(b -> !b.findElements(By.cssSelector("#timeline rect[data-agreement='" + id + "']")).isEmpty());
                wait.until(b -> row(b, id).getText().contains("alice") && row(b, id).getText().contains("librasla-job"));
            }

            wait.until(b -> !b.findElements(By.cssSelector("#offers-chart rect.series-accepted")).isEmpty());
            assertThat(browser.findElements(By.cssSelector("#offers-chart rect.series-countered"))).isEmpty();
            String negotiation = json(alice.postJson("/negotiations", "{\"template\":\"librasla-job\"}"))
                    .get("negotiationId").asText();
            // a deadline shorter than the run time: the scheduler counters with a later one
            JsonNode counter = json(alice.postJson("/negotiations/" + negotiation + "/offers", JOB.formatted("countered", 120, 90)));
            assertThat(counter.path(0).path("state").asText()).as(counter.toString()).isEqualTo("Acceptable");
            assertThat(counter.get(0).get("values").get("deadline").asDouble()).isGreaterThan(90);
            wait.until(b -> !b.findElements(By.cssSelector("#offers-chart rect.series-countered")).isEmpty());
            assertThat(browser.findElement(By.id("offers-chart")).getText()).contains("countered 1");

            String violated = new WebDriverWait(browser, Duration.ofSeconds(90), Duration.ofMillis(250))
                    .ignoring(StaleElementReferenceException.class)
                    .until(b -> ids.stream().filter(id -> row(b, id).getText().contains("Violated")).findFirst().orElse(null));
            wait.until(b -> "Violated".equals(b.findElement(By.cssSelector("#timeline rect[data-agreement='" + violated + "']"))
                    .getAttribute("data-state")));
            wait.until(b -> !b.findElement(By.id("count-violations")).getText().equals("0"));

            wait.until(b -> {
                row(b, violated).click();
                return true;
            });
            wait.until(b -> b.findElement(By.id("detail-guarantees")).getText().contains("Violated"));
            assertThat(browser.findElement(By.id("detail-allocation")).getText()).contains("node-1")
                    .contains("simulated (runs on the provider's clock, no job)");
            assertThat(Files.size(screenshot(browser, "dashboard.png"))).isPositive();
        } catch (RuntimeException | AssertionError e) {
            screenshot(browser, "dashboard-failed.png");
            System.out.println("dashboard at failure: " + browser.findElement(By.tagName("body")).getText());
            throw e;
        } finally {
            browser.quit();
        }
    }

    private static Path screenshot(WebDriver browser, String name) throws java.io.IOException {
        Path shot = Path.of("target", name);
        Files.createDirectories(shot.getParent());
        File taken = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        return Files.copy(taken.toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
    }

    private static String create(String name, int runSeconds, int deadline) {
        HttpResponse<String> created = alice.postJson("/agreements", JOB.formatted(name, runSeconds, deadline));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return json(created).get("agreementId").asText();
    }

    private static WebElement row(WebDriver browser, String id) {
        return browser.findElement(By.cssSelector("#agreements tr[data-agreement='" + id + "']"));
    }

    private static WebDriver chromium() {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(ChromiumRequired.BROWSER);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1400,1100", "--user-data-dir=" + dataDir.resolve("chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(ChromiumRequired.DRIVER)).usingAnyFreePort().build();
        return new ChromeDriver(service, options);
    }
}
