package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link SlurmRest} against a fake slurmrestd answering with what 25.11.7's slurmrestd answered (REST API v0.0.43,
 * recorded in {@code slurm/rest-v0.0.43/}): what is asked, how the answers are read, and the failures.
 */
class SlurmRestTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final FakeSlurmrestd fake = new FakeSlurmrestd();
    private final Tokens tokens = new Tokens();
    private final SlurmRest rest = new SlurmRest(fake.url(), tokens, Duration.ofSeconds(5));

    @AfterEach
    void stop() {
        fake.close();
    }

    @Test
    void readsTheReleaseFromPingAndThePartitionsNodesOfThePinnedVersionWithTheToken() {
        fake.answer("GET /slurm/v0.0.43/nodes/", 200, "nodes.json");

        assertThat(rest.release()).isEqualTo(new SlurmRelease(25, 11, 7));
        assertThat(rest.layout()).isEqualTo("slurmrestd " + fake.url() + ", REST API v0.0.43 (pinned)");
        assertThat(rest.nodes("batch")).singleElement().satisfies(n -> {
            assertThat(n.name()).isEqualTo("n1");
            assertThat(n.cpus()).isEqualTo(4);
            assertThat(n.state()).isEqualTo("idle");
            assertThat(n.usable()).isTrue();
        });
        assertThat(rest.nodes("other")).isEmpty();
        assertThat(fake.requests).allMatch(r -> r.token().equals("token-1"));
        assertThat(fake.asked()).containsExactly("GET /slurm/v0.0.43/ping/", "GET /slurm/v0.0.43/nodes/",
                "GET /slurm/v0.0.43/nodes/");
    }

    @Test
    void refusesASlurmrestdThatDoesNotServeThePinnedVersionNamingTheVersionsItServes() {
        fake.answerText("GET /slurm/v0.0.43/ping/", 404, "text/plain", "Unable to find requested URL endpoint.")
                .answerText("GET /openapi/v3", 200, "application/json", "{\"paths\": {\"/slurm/v0.0.40/ping/\": {},"
                        + " \"/slurm/v0.0.41/jobs/\": {}, \"/slurmdb/v0.0.41/jobs/\": {}}}");

        assertThatThrownBy(rest::release).isInstanceOf(SlurmCommandException.class)
                .hasMessageContaining("'GET " + fake.url() + "/slurm/v0.0.43/ping/' failed")
                .hasMessageContaining("slurmrestd does not serve the Slurm REST API v0.0.43, the version Accord pins")
                .hasMessageEndingWith("it serves v0.0.40, v0.0.41");
        assertThatThrownBy(rest::nodes).as("nothing else is asked of it").hasMessageContaining("v0.0.43");
    }

    @Test
    void submitsWhatSbatchIsGivenAndReturnsTheJobId() throws Exception {
        fake.answer("POST /slurm/v0.0.43/job/submit", 200, "submit.json");
        Instant deadline = Instant.parse("2026-11-28T16:00:00Z");
        JobSubmission job = new JobSubmission("agr-7", "agr-7", Optional.of("batch"), 3, Duration.ofSeconds(90),
                Optional.of(deadline), Optional.of("agr-7"), Optional.of("physics"), Optional.empty(), "/srv/jobs",
                "#!/bin/sh\nexec sleep 90\n");

        assertThat(rest.submit(job)).isEqualTo(3);

        JsonNode sent = MAPPER.readTree(fake.requests.get(fake.requests.size() - 1).body()).path("job");
        assertThat(sent.path("name").asText()).isEqualTo("agr-7");
        assertThat(sent.path("comment").asText()).isEqualTo("agr-7");
        assertThat(sent.path("partition").asText()).isEqualTo("batch");
        assertThat(sent.path("tasks").asInt()).isEqualTo(3);
        assertThat(sent.path("cpus_per_task").asInt()).isEqualTo(1);
        assertThat(sent.path("time_limit").path("number").asLong()).as("whole minutes, rounded up").isEqualTo(2);
        assertThat(sent.path("time_limit").path("set").asBoolean()).isTrue();
        assertThat(sent.path("deadline").asLong()).isEqualTo(deadline.getEpochSecond());
        assertThat(sent.path("reservation").asText()).isEqualTo("agr-7");
        assertThat(sent.path("account").asText()).isEqualTo("physics");
        assertThat(sent.path("current_working_directory").asText()).isEqualTo("/srv/jobs");
        assertThat(sent.path("standard_output").asText()).isEqualTo("/srv/jobs/slurm-%j.out");
        assertThat(sent.path("script").asText()).isEqualTo("#!/bin/sh\nexec sleep 90\n");
        assertThat(sent.path("environment")).singleElement().satisfies(e -> assertThat(e.asText()).startsWith("PATH="));
    }

    @Test
    void aSubmissionSlurmRefusesFailsWithSlurmsErrorAndTheUrl() {
        fake.answer("POST /slurm/v0.0.43/job/submit", 500, "submit-refused.json");
        JobSubmission job = new JobSubmission("x", "x", Optional.of("nosuch"), 1, Duration.ofSeconds(10),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), "/tmp", "#!/bin/sh\ntrue\n");

        assertThatThrownBy(() -> rest.submit(job)).isExactlyInstanceOf(SlurmCommandException.class)
                .hasMessageContaining("'POST " + fake.url() + "/slurm/v0.0.43/job/submit' failed")
                .hasMessageContaining("Invalid partition name specified");
    }

    @Test
    void readsEachJobsStateAndTimesByItsIdAndLeavesOutAJobSlurmForgot() {
        fake.answer("GET /slurm/v0.0.43/job/3", 200, "job-running.json")
                .answer("GET /slurm/v0.0.43/job/1", 200, "job-completed.json")
                .answer("GET /slurm/v0.0.43/job/4", 200, "job-failed.json")
                .answer("GET /slurm/v0.0.43/job/2", 200, "job-cancelled.json")
                .answer("GET /slurm/v0.0.43/job/9999", 404, "job-unknown.json");

        List<SlurmJob> jobs = rest.jobs(List.of(3L, 1L, 4L, 2L, 9999L), Optional.of("root"));

        assertThat(jobs).extracting(SlurmJob::id).containsExactly(1L, 2L, 3L, 4L);
        SlurmJob completed = jobs.get(0);
        assertThat(completed.name()).isEqualTo("agr-1");
        assertThat(completed.comment()).isEqualTo("agr-1");
        assertThat(completed.succeeded()).isTrue();
        assertThat(completed.startTime()).contains(Instant.ofEpochSecond(1795879728));
        assertThat(completed.endTime()).contains(Instant.ofEpochSecond(1795879731));
        assertThat(completed.cpus()).isEqualTo(2);
        assertThat(jobs.get(1).state()).isEqualTo("CANCELLED");
        assertThat(jobs.get(1).ended()).isTrue();
        SlurmJob running = jobs.get(2);
        assertThat(running.running()).isTrue();
        assertThat(running.startTime()).isPresent();
        assertThat(running.endTime()).isEmpty();
        SlurmJob failed = jobs.get(3);
        assertThat(failed.state()).isEqualTo("FAILED");
        assertThat(failed.exitCode()).isEqualTo(3);
        assertThat(failed.failure()).isEqualTo("Slurm job 4 ended FAILED (reason NonZeroExitCode, exit code 3)");
        assertThat(rest.jobs(List.of(1L), Optional.of("alice"))).as("another user's job is not the provider's").isEmpty();
    }

    @Test
    void findsJobsByAgreementIdAmongEveryJobAtARestart() {
        fake.answer("GET /slurm/v0.0.43/jobs/", 200, "jobs.json");

        assertThat(rest.jobsNamed(List.of("agr-run", "agr-fail", "agr-gone"), Optional.of("root")))
                .extracting(SlurmJob::id, SlurmJob::state).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(3L, "RUNNING"), org.assertj.core.groups.Tuple.tuple(4L, "FAILED"));
        assertThat(rest.jobsNamed(List.of("agr-run"), Optional.of("alice"))).isEmpty();
    }

    @Test
    void cancelLeavesAJobThatEndedOrThatSlurmDoesNotKnowAsItIs() {
        fake.answer("DELETE /slurm/v0.0.43/job/2", 200, "cancel-completed.json")
                .answer("DELETE /slurm/v0.0.43/job/99999", 200, "cancel-unknown.json")
                .answerText("DELETE /slurm/v0.0.43/job/5", 200, "application/json", "{\"status\": [{\"error\": "
                        + "{\"string\": \"Access/permission denied\", \"code\": 2002}}], \"errors\": []}");

        rest.cancel(2);
        rest.cancel(99999);

        assertThatThrownBy(() -> rest.cancel(5)).isInstanceOf(SlurmCommandException.class)
                .hasMessageContaining("DELETE " + fake.url() + "/slurm/v0.0.43/job/5")
                .hasMessageContaining("Access/permission denied");
    }

    @Test
    void createsMovesRecreatesListsAndDeletesReservations() throws Exception {
        fake.answer("POST /slurm/v0.0.43/reservation", 200, "reservation-create.json")
                .answer("GET /slurm/v0.0.43/reservations/", 200, "reservations.json")
                .answer("DELETE /slurm/v0.0.43/reservation/agr-r2", 200, "reservation-delete.json")
                .answer("DELETE /slurm/v0.0.43/reservation/agr-gone", 500, "reservation-delete-unknown.json");
        Instant start = Instant.ofEpochSecond(1795880487);
        ReservationRequest request = new ReservationRequest("agr-r2", start, start.plusSeconds(120), 2,
                Optional.of("batch"), "root");

        rest.createReservation(request);
        JsonNode created = MAPPER.readTree(last().body());
        assertThat(created.path("name").asText()).isEqualTo("agr-r2");
        assertThat(created.path("start_time").path("number").asLong()).isEqualTo(start.getEpochSecond());
        assertThat(created.path("end_time").path("number").asLong()).isEqualTo(start.getEpochSecond() + 120);
        assertThat(created.path("core_count").path("number").asInt()).isEqualTo(2);
        assertThat(created.path("users")).singleElement().satisfies(u -> assertThat(u.asText()).isEqualTo("root"));
        assertThat(created.path("partition").asText()).isEqualTo("batch");

        SlurmReservation listed = rest.reservation("agr-r2").orElseThrow();
        assertThat(listed.start()).isEqualTo(start);
        assertThat(listed.end()).isEqualTo(Instant.ofEpochSecond(1795880607));
        assertThat(listed.cores()).isEqualTo(2);
        assertThat(listed.nodes()).isEqualTo("n1");
        assertThat(rest.reservation("agr-other")).isEmpty();

        fake.requests.clear();
        rest.updateReservation(new ReservationRequest("agr-r2", start.plusSeconds(60), start.plusSeconds(180), 2,
                Optional.of("batch"), "root"));
        assertThat(fake.asked()).as("a reservation that has started keeps its window (Slurm refuses to move it)")
                .containsExactly("GET /slurm/v0.0.43/reservations/");

        // the recorded listing with its window moved to 2100, so that it has not started
        fake.answer("GET /slurm/v0.0.43/reservations/", 200, "reservations-waiting.json");
        Instant waiting = Instant.ofEpochSecond(4102444800L);
        rest.updateReservation(new ReservationRequest("agr-r2", waiting.plusSeconds(60), waiting.plusSeconds(180), 2,
                Optional.of("batch"), "root"));
        JsonNode moved = MAPPER.readTree(last().body());
        assertThat(moved.path("start_time").path("number").asLong()).isEqualTo(waiting.getEpochSecond() + 60);
        assertThat(moved.has("core_count")).as("a window alone is moved in place").isFalse();

        fake.requests.clear();
        rest.updateReservation(new ReservationRequest("agr-r2", start, start.plusSeconds(120), 3,
                Optional.of("batch"), "root"));
        assertThat(fake.asked()).as("a core-based reservation cannot be resized: re-created").containsExactly(
                "GET /slurm/v0.0.43/reservations/", "DELETE /slurm/v0.0.43/reservation/agr-r2",
                "POST /slurm/v0.0.43/reservation");
        assertThat(MAPPER.readTree(last().body()).path("core_count").path("number").asInt()).isEqualTo(3);

        assertThat(rest.deleteReservation("agr-r2")).isTrue();
        assertThat(rest.deleteReservation("agr-gone")).isFalse();
    }

    @Test
    void aRefusedTokenIsReplacedOnceThenReportedAsUnreachableNamingTheUrlAndTheTokensSource() {
        fake.answer("GET /slurm/v0.0.43/nodes/", 511, "nodes-bad-token.json");

        assertThatThrownBy(rest::nodes).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("'GET " + fake.url() + "/slurm/v0.0.43/nodes/' failed")
                .hasMessageContaining("slurmrestd refused the token from the test's tokens (HTTP 511: Protocol "
                        + "authentication error)");
        assertThat(tokens.refused).as("each refused token handed back, a new one tried once")
                .containsExactly("token-1", "token-2");
    }

    @Test
    void slurmctldUnreachableBehindSlurmrestdIsUnreachable() {
        fake.answer("GET /slurm/v0.0.43/nodes/", 502, "nodes-slurmctld-down.json");

        assertThatThrownBy(rest::nodes).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("GET " + fake.url() + "/slurm/v0.0.43/nodes/")
                .hasMessageContaining("Unable to contact slurm controller");
    }

    @Test
    void aSlurmrestdThatDoesNotAnswerIsUnreachableNamingTheUrl() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        SlurmRest nobody = new SlurmRest(URI.create("http://127.0.0.1:" + port), tokens, Duration.ofSeconds(2));

        assertThatThrownBy(nobody::nodes).isInstanceOf(SlurmUnreachableException.class)
                .hasMessageContaining("'GET http://127.0.0.1:" + port + "/slurm/v0.0.43/ping/' failed: slurmrestd "
                        + "does not answer");
        assertThat(nobody.describe()).isEqualTo("slurmrestd at http://127.0.0.1:" + port);
    }

    @Test
    void theDefaultUserIsTheTokensUser() {
        assertThat(rest.defaultUser()).isEqualTo("root");
        assertThat(rest.completionLog()).as("slurmrestd does not tell JobCompLoc").isEmpty();
    }

    private FakeSlurmrestd.Request last() {
        return fake.requests.get(fake.requests.size() - 1);
    }

    /** Tokens token-1, token-2, ... for user root: a new one after each refusal. */
    private static final class Tokens implements RestToken {
        final List<String> refused = new ArrayList<>();
        private int issued = 1;

        @Override
        public synchronized RestToken.Jwt current() {
            return new RestToken.Jwt("token-" + issued, Optional.empty(), Optional.of("root"));
        }

        @Override
        public synchronized void refused(RestToken.Jwt token) {
            refused.add(token.text());
            issued++;
        }

        @Override
        public String describe() {
            return "the test's tokens";
        }
    }
}
