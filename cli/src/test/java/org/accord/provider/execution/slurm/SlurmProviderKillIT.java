package org.accord.provider.execution.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.xml.ws.Holder;
import org.accord.provider.endpoint.Clients;
import org.accord.provider.endpoint.ProviderProcess;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementState;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The real provider command on the slurm backend, in a child JVM, is killed with {@code kill -9} while its
 * agreements' jobs run; some jobs end while it is down. A new provider on the same data directory reconciles with
 * Slurm: nothing is submitted twice, nothing is forgotten, and the jobs that ended meanwhile are evaluated on
 * Slurm's times (a completed one Fulfilled, a failed one Violated). A reservation (hpc-job) agreement whose
 * reservation opens after the restart is adopted as it is: its Slurm reservation is neither deleted nor created
 * again, its waiting job is not submitted twice, and it runs in its window and is Fulfilled. It runs on a partition
 * of one 4-CPU node of the {@link SharedSlurmCluster}, beside the other Slurm tests (most of its time is spent
 * waiting for the reservation's window).
 */
@ExtendWith({SlurmRequired.class, SharedSlurmCluster.class})
@Execution(ExecutionMode.CONCURRENT)
// partition KILL is this class's alone (one test); the class on the current release has a cluster of its own,
// so the two run side by side
class SlurmProviderKillIT {
    @TempDir
    Path dir;
    LocalSlurmCluster cluster;

    @BeforeEach
    void shareCluster(LocalSlurmCluster shared) {
        cluster = shared;
    }

    @Test
    void aProviderKilledWhileItsJobsRunReconcilesWithSlurmWhenRestarted() throws Exception {
        Path gate = dir.resolve("provider-killed");
        Process first = startProvider(1);
        String shortId;
        String failingId;
        String longId;
        String reservedId;
        long reservedJob;
        SlurmReservation reservation;
        try {
            String firstUrl = awaitReady(first, 1);
            AgreementFactory factory = Clients.port(AgreementFactory.class, firstUrl);
            shortId = create(factory, "ends while the provider is down", 1, 2, 120, "");
            // fails only once the provider is killed (the gate appears then; at most 50 s without it), so that
            // its end is news to the restarted provider however slowly the first one got here
            failingId = create(factory, "fails while the provider is down", 1, 2, 120,
                    "<accord:Executable>/bin/sh</accord:Executable><accord:Argument>-c</accord:Argument>"
                            + "<accord:Argument>for i in $(seq 250); do [ -e '" + gate + "' ] &amp;&amp; break; "
                            + "sleep 0.2; done; exit 3</accord:Argument>");
            longId = create(factory, "outlives the provider", 1, 30, 300, "");
            // 1 CPU for t_D = 10 s from T_S = 90 s: the reservation opens after the restart, its job waits in it
            reservedId = factory.createAgreement(Clients.offer(
                    SlurmBackendIT.reservationOfferXml("reserved across the restart", 1, 1, 10, 90, 900)))
                    .getAgreementId();
            String reserved = reservedId;
            SlurmBackendIT.await(() -> List.of(shortId, failingId, longId, reserved).stream()
                    .allMatch(id -> !jobs(id).isEmpty()) && cluster.commands().reservation(reserved).isPresent(),
                    "a job for each agreement and the reservation");
            reservedJob = jobs(reservedId).get(0).id();
            assertThat(jobs(reservedId).get(0).reservation()).as("the job waits in its reservation").isEqualTo(reservedId);
            reservation = cluster.commands().reservation(reservedId).orElseThrow();
            SlurmBackendIT.await(() -> backendOf(firstUrl, shortId).contains("jobId"), "the job id once sbatch answered");
            assertThat(backendOf(firstUrl, shortId)).as("REST names the Slurm job that runs the agreement")
                    .isEqualTo("{\"kind\":\"slurm\",\"jobId\":\"" + jobs(shortId).get(0).id() + "\"}");
        } finally {
            first.destroyForcibly(); // SIGKILL: no shutdown hook, no backend close
            assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
            Files.writeString(gate, "killed");
        }
        SlurmBackendIT.await(() -> jobs(shortId).get(0).ended() && jobs(failingId).get(0).ended(),
                "two jobs ended while no provider runs");
        assertThat(jobs(longId).get(0).ended()).as("the long job still runs").isFalse();
        assertThat(jobs(reservedId).get(0).ended()).as("the reserved job still waits").isFalse();

        Process second = startProvider(2);
        try {
            String secondUrl = awaitReady(second, 2);
            AgreementState state = Clients.port(AgreementState.class, secondUrl);
            String reserved = reservedId;
            SlurmBackendIT.await(() -> backendOf(secondUrl, reserved).contains("jobId"), "the restarted provider "
                    + "following the reserved job");
            assertThat(backendOf(secondUrl, reservedId)).as("after the restart, the job from the submission log")
                    .isEqualTo("{\"kind\":\"slurm\",\"jobId\":\"" + reservedJob + "\",\"reservation\":\""
                            + reservedId + "\"}");
            assertThat(awaitComplete(state, shortId)).isEqualTo(GuaranteeTermStateDefinition.FULFILLED);
            assertThat(awaitComplete(state, failingId)).isEqualTo(GuaranteeTermStateDefinition.VIOLATED);
            assertThat(awaitComplete(state, longId)).isEqualTo(GuaranteeTermStateDefinition.FULFILLED);
            assertThat(backendOf(secondUrl, failingId)).as("an ended agreement's job, followed after the restart")
                    .contains("\"jobId\":\"" + jobs(failingId).get(0).id() + "\"");
            if (cluster.commands().reservation(reservedId).isPresent() && !jobs(reservedId).get(0).ended()) {
                // compared without its state: the reservation turns ACTIVE when its window opens
                assertThat(cluster.commands().reservation(reservedId)).as("the reservation after reconciliation")
                        .get().usingRecursiveComparison().ignoringFields("state").isEqualTo(reservation);
            }
            SlurmBackendIT.await(() -> jobs(reserved).get(0).ended(), "the reserved job ran in its window",
                    Duration.ofSeconds(180));
            assertThat(awaitComplete(state, reservedId)).isEqualTo(GuaranteeTermStateDefinition.FULFILLED);
            SlurmBackendIT.await(() -> cluster.commands().reservation(reserved).isEmpty(),
                    "the reservation deleted on completion");
        } finally {
            second.destroyForcibly();
            second.waitFor(30, TimeUnit.SECONDS);
        }
        for (String id : List.of(shortId, failingId, longId, reservedId)) {
            assertThat(jobs(id)).as("Slurm jobs of %s: nothing submitted twice", id).hasSize(1);
        }
        assertThat(jobs(failingId).get(0).state()).isEqualTo("FAILED");
        SlurmJob reservedRun = jobs(reservedId).get(0);
        assertThat(reservedRun.id()).as("the job submitted before the kill is the one that ran").isEqualTo(reservedJob);
        assertThat(reservedRun.state()).isEqualTo("COMPLETED");
        assertThat(reservedRun.startTime().orElseThrow()).as("the job ran inside its reservation's window")
                .isAfterOrEqualTo(reservation.start());
        String log = Files.readString(cluster.directory().resolve("ctld.log"));
        assertThat(log.split("Created reservation=" + reservedId + " ", -1))
                .as("slurmctld created %s's reservation once, before the kill (ctld.log)", reservedId).hasSize(2);
    }

    private static String create(AgreementFactory factory, String name, int cpus, int runSeconds, int deadline,
            String application) throws Exception {
        String xml = SlurmBackendIT.offerXml(name, cpus, runSeconds, deadline, application);
        return factory.createAgreement(Clients.offer(xml)).getAgreementId();
    }

    /** The {@code backend} object of {@code GET /api/v1/agreements/{id}} on the provider at {@code serviceUrl}, as JSON text. */
    private static String backendOf(String serviceUrl, String agreementId) {
        try {
            HttpResponse<String> read = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create(serviceUrl).resolve("/api/v1/agreements/" + agreementId)).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
            return new ObjectMapper().readTree(read.body()).path("backend").toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private List<SlurmJob> jobs(String agreementId) {
        return cluster.commands().jobs().stream().filter(j -> j.comment().equals(agreementId)).toList();
    }

    /** Waits until the agreement is Complete and returns its one guarantee's state. */
    private GuaranteeTermStateDefinition awaitComplete(AgreementState port, String id) {
        Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
        SlurmBackendIT.await(() -> {
            Holder<AgreementStateType> agreement = new Holder<>();
            Holder<List<ServiceTermStateType>> services = new Holder<>();
            try {
                port.getAgreementState(id, agreement, services, guarantees);
            } catch (Exception e) {
                throw new AssertionError("state of " + id + ": " + e.getMessage(), e);
            }
            return agreement.value.getState() == AgreementStateDefinition.COMPLETE;
        }, "agreement " + id + " Complete");
        assertThat(guarantees.value).hasSize(1);
        return guarantees.value.get(0).getState();
    }

    private Process startProvider(int run) throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn", "-cp", System.getProperty("java.class.path"),
                ProviderProcess.class.getName(), "--port", String.valueOf(freePort()),
                "--data", dir.resolve("data").toString(), "--backend", "slurm", "--policy", "fcfs",
                "--planner-nodes", "1", "--slurm-conf", cluster.slurmConf().toString(),
                "--slurm-partition", SharedSlurmCluster.KILL, "--slurm-poll", "0.5",
                "--slurm-bin", SlurmBackendIT.binOf(cluster),
                // one initiator alone on 3 nodes: no reserve for others, so every job of the story fits as before
                "--fair-share-reserve", "0")
                .redirectError(dir.resolve("provider-" + run + ".err").toFile())
                .start();
    }

    /** Waits for the provider's ready banner and returns its base URL; its later output is drained. */
    private String awaitReady(Process provider, int run) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(provider.getInputStream(), StandardCharsets.UTF_8));
        String baseUrl = null;
        String line;
        while ((line = out.readLine()) != null && !line.equals("Ctrl-C stops it.")) {
            if (line.startsWith("service list: ")) {
                baseUrl = line.substring("service list: ".length(), line.length() - 1);
            }
        }
        assertThat(line).as("provider banner; stderr: %s", Files.readString(dir.resolve("provider-" + run + ".err")))
                .isNotNull();
        Thread drain = new Thread(() -> out.lines().forEach(ignored -> { }), "provider-stdout");
        drain.setDaemon(true);
        drain.start();
        return baseUrl;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
