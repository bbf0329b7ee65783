package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.ProviderSettings;
import org.accord.schema.service.AgreementFactory;
import org.h2.tools.Server;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What an operator reads from a running embedded provider: /metrics, /health/live and /health/ready. */
class OperationsIT {

    @TempDir
    Path dataDir;

    @Test
    void servesPrometheusMetricsOfEverySoapOperationAndOfAccordItself() throws Exception {
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(ProviderSettings.builder()
                .host("127.0.0.1").dataDir(dataDir).clockSpeedup(36_000).build())) {
            AgreementFactory factory = Clients.port(AgreementFactory.class, provider.baseUrl());
            factory.createAgreement(Clients.offer(Offers.librasla("measured")));
            assertThat(Clients.get(provider.restUrl() + "/templates").statusCode()).isEqualTo(200);

            HttpResponse<String> metrics = Clients.get(provider.rootUrl() + "/metrics");

            assertThat(metrics.statusCode()).isEqualTo(200);
            assertThat(metrics.headers().firstValue("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("text/plain"));
            assertThat(metrics.body()).containsPattern(
                    "cxf_server_requests_seconds_count\\{.*operation=\"createAgreement\".*outcome=\"SUCCESS\".*\\} 1\n")
                    .as("the REST binding is metered too").containsPattern(
                            "cxf_server_requests_seconds_count\\{[^}]*method=\"GET\"[^}]*uri=\"/api/v1/templates\"\\} [1-9][0-9]*\n")
                    .contains("accord_offers_decided_total{operation=\"create\",outcome=\"accepted\",reason=\"ADMITTED\"} 1.0",
                            "accord_agreements{state=\"Observed\"}", "accord_admission_decision_seconds_bucket",
                            "accord_execution_commands_seconds_count{backend=\"simulated\",command=\"admitted\",outcome=\"ok\"} 1\n",
                            "accord_capacity_cpus{backend=\"simulated\"}", "accord_store_writes_waiting",
                            "jvm_memory_used_bytes", "process_uptime_seconds");
            assertThat(Clients.get(provider.rootUrl() + "/health/live").body()).contains("\"status\":\"UP\"");
            assertThat(Clients.get(provider.baseUrl() + "/").statusCode()).as("CXF's service list still answers")
                    .isEqualTo(200);
        }
    }

    @Test
    void metricsOffAnswers404AndHealthStillAnswers() throws Exception {
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(ProviderSettings.builder()
                .host("127.0.0.1").dataDir(dataDir).metricsEnabled(false).build())) {
            assertThat(Clients.get(provider.rootUrl() + "/metrics").statusCode()).isEqualTo(404);
            HttpResponse<String> ready = Clients.get(provider.rootUrl() + "/health/ready");
            assertThat(ready.statusCode()).isEqualTo(200);
            assertThat(ready.body()).contains("\"status\":\"UP\"", "\"name\":\"store\"", "\"name\":\"templates\"",
                    "\"name\":\"execution\"");
        }
    }

    @Test
    void readinessTurns503NamingTheStoreWhileItsDatabaseIsDownAndBackWhenItReturns() throws Exception {
        int port = freePort();
        Server database = h2(port);
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(ProviderSettings.builder()
                .host("127.0.0.1").dataDir(dataDir)
                .jdbc("jdbc:h2:tcp://127.0.0.1:" + port + "/./accord", "sa", "").build())) {
            String ready = provider.rootUrl() + "/health/ready";
            assertThat(Clients.get(ready).statusCode()).isEqualTo(200);

            database.stop();
            HttpResponse<String> down = Clients.get(ready);
            assertThat(down.statusCode()).isEqualTo(503);
            assertThat(down.body()).contains("\"status\":\"DOWN\"", "\"failing\":[\"store\"]");
            assertThat(Clients.get(provider.rootUrl() + "/health/live").statusCode()).isEqualTo(200);
            HttpResponse<String> create = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(provider.restUrl() + "/agreements")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"template\":\"librasla-job\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(create.statusCode()).as("REST create without its database: %s", create.body()).isEqualTo(503);
            assertThat(create.headers().firstValue("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/problem+json"));
            assertThat(create.body()).contains("\"code\":\"STORE_UNAVAILABLE\"");

            database = h2(port);
            assertThat(awaitStatus(ready, 200)).isEqualTo(200);
        } finally {
            database.stop();
        }
    }

    private Server h2(int port) throws SQLException {
        return Server.createTcpServer("-tcpPort", String.valueOf(port), "-baseDir", dataDir.resolve("h2").toString(),
                "-ifNotExists").start();
    }

    /** The probe's status once it is {@code wanted}, or the last one seen after ten seconds. */
    private static int awaitStatus(String url, int wanted) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
        int status = Clients.get(url).statusCode();
        while (status != wanted && Instant.now().isBefore(deadline)) {
            Thread.sleep(100);
            status = Clients.get(url).statusCode();
        }
        return status;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
