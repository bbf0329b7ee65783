package org.accord.provider.execution.slurm;

import static org.accord.provider.execution.slurm.SlurmBackendIT.await;
import static org.accord.provider.execution.slurm.SlurmBackendIT.binOf;
import static org.accord.provider.execution.slurm.SlurmBackendIT.jobsOf;
import static org.accord.provider.execution.slurm.SlurmBackendIT.offer;
import static org.accord.provider.execution.slurm.SlurmBackendIT.reservationOffer;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeTermState;
import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementReceipt;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.endpoint.ExecutionBackends;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.health.Health;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The provider on the slurm backend reaching Slurm through slurmrestd ({@code --slurm-api rest}, REST API v0.0.43)
 * of a current release ({@link SlurmInstallation#CURRENT}, 25.11.7), on the shared cluster's {@value
 * SharedSlurmCluster#REST} partition (2 nodes x 4 CPUs), whose slurmctld accepts JSON Web Tokens
 * ({@code AuthAltTypes=auth/jwt}) and whose slurmrestd the fixture starts as {@code nobody}: the scenarios of
 * {@link SlurmBackendIT} that the way in changes (capacity, a deadline job, a failing one, a reservation, terminate,
 * a restart that finds its job by agreement id), tokens from {@code scontrol token} and from a file, and the
 * failures (a refused token, no slurmrestd). What Slurm did is checked with Slurm's commands.
 */
@OnSlurm(SlurmInstallation.CURRENT)
@ExtendWith({SlurmRequired.class, SharedSlurmCluster.class})
@Execution(ExecutionMode.CONCURRENT)
@ResourceLock(providers = OnPartition.Locks.class)
class SlurmRestIT {
    @TempDir
    Path dir;
    LocalSlurmCluster cluster;
    URI rest;
    private AgreementStore store;
    private AgreementService service;
    private ExecutionBackend backend;
    private Health health;
    private Path data;

    @BeforeEach
    void shareCluster(LocalSlurmCluster shared) {
        cluster = shared;
        rest = shared.startRest();
        data = dir.resolve("data");
    }

    @AfterEach
    void closeProvider() {
        if (service != null) {
            service.close();
            store.close();
            service = null;
        }
    }

    @Test
    @OnPartition(SharedSlurmCluster.REST)
    void aDeadlineAgreementRunsAsASlurmJobSubmittedOverSlurmrestdAndIsFulfilledOnSlurmsEndTime() throws Exception {
        open(0);
        assertThat(backend.capacity().totalCpus()).as("the partition's 2 x 4 CPUs, read over REST").isEqualTo(8);
        Path out = dir.resolve("written-by-the-job.txt");
        AgreementReceipt receipt = service.create("alice", offer("writes a file", 2, 2, 120,
                "<accord:Executable>/bin/sh</accord:Executable><accord:Argument>-c</accord:Argument>"
                        + "<accord:Argument>echo \"$GREETING\" &gt; " + out + "; sleep 2</accord:Argument>"
                        + "<accord:Environment name=\"GREETING\">hello over rest</accord:Environment>"));
        assertThat(receipt.state()).isEqualTo(AgreementState.OBSERVED);

        AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);

        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(Files.readString(out)).isEqualTo("hello over rest\n");
        SlurmJob job = jobOf(receipt.agreementId());
        assertThat(job.name()).as("named and commented with the agreement id, as sbatch gets it")
                .isEqualTo(receipt.agreementId());
        assertThat(job.state()).isEqualTo("COMPLETED");
        assertThat(job.cpus()).isEqualTo(2);
        assertThat(data.resolve("slurm-jobs").resolve("slurm-" + job.id() + ".out"))
                .as("started in the jobs directory, its output beside it").exists();
        double created = job.endTime().orElseThrow().getEpochSecond() - done.guarantees().get(0).finishTime().getAsDouble();
        long start = job.startTime().orElseThrow().getEpochSecond();
        assertThat(created).as("FinishTime is Slurm's end time in seconds from the agreement's creation")
                .isBetween(start - 30.0, start + 1.0);
    }

    @Test
    @OnPartition(SharedSlurmCluster.REST)
    void aFailingJobOverSlurmrestdMakesTheGuaranteeViolated() {
        open(0);
        AgreementReceipt receipt = service.create("alice", offer("fails", 1, 2, 120,
                "<accord:Executable>/bin/false</accord:Executable>"));

        AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);

        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.VIOLATED);
        assertThat(jobOf(receipt.agreementId()).state()).isEqualTo("FAILED");
    }

    @Test
    @OnPartition(SharedSlurmCluster.REST)
    void aReservationAgreementGetsAnAdvanceReservationCreatedOverSlurmrestdWithItsJobInside() {
        open(4);
        long created = java.time.Instant.now().getEpochSecond();
        String id = service.create("alice", reservationOffer("reserved run", 2, 10, 0, 600)).agreementId();

        await(() -> cluster.commands().reservation(id).isPresent() && !jobsOf(cluster, id).isEmpty(),
                "its reservation and job");
        SlurmReservation reservation = cluster.commands().reservation(id).orElseThrow();
        assertThat(reservation.cores()).isEqualTo(2);
        assertThat(reservation.start().getEpochSecond()).isGreaterThanOrEqualTo(created);
        assertThat(reservation.end().getEpochSecond() - reservation.start().getEpochSecond()).isEqualTo(60);
        assertThat(jobOf(id).reservation()).isEqualTo(id);

        AgreementStatus done = awaitState(id, AgreementState.COMPLETE);

        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(jobOf(id).startTime().orElseThrow()).isAfterOrEqualTo(reservation.start());
        await(() -> cluster.commands().reservation(id).isEmpty(), "its reservation deleted over REST on completion");
    }

    @Test
    @OnPartition(SharedSlurmCluster.REST)
    void terminatingAnAgreementCancelsItsJobOverSlurmrestd() {
        open(0);
        String id = service.create("alice", offer("runs long", 1, 30, 300, "")).agreementId();
        await(() -> jobsOf(cluster, id).stream().anyMatch(SlurmJob::running), "its job running");

        service.terminate("alice", id, "no longer needed");

        await(() -> jobsOf(cluster, id).stream().allMatch(j -> j.state().equals("CANCELLED")), "its job cancelled");
    }

    @Test
    @OnPartition(SharedSlurmCluster.REST)
    void aRestartedProviderWithoutItsSubmissionRecordFindsItsJobByAgreementIdOverSlurmrestd() throws Exception {
        open(0);
        String id = service.create("alice", offer("survives a restart", 1, 4, 120, "")).agreementId();
        await(() -> !jobsOf(cluster, id).isEmpty(), "its job submitted");
        closeProvider();
        // without the record of the job id, the restarted backend must look the job up by name among Slurm's jobs
        Files.delete(data.resolve("slurm-submissions.log"));

        open(0);

        AgreementStatus done = awaitState(id, AgreementState.COMPLETE);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(jobsOf(cluster, id)).as("adopted, not submitted again").hasSize(1);
    }

    @Test
    @OnPartition(SharedSlurmCluster.REST)
    void aTokenFromAFileIsUsedAndARefusedOneStopsNothingButSubmissionsUntilAGoodOneIsWritten() throws Exception {
        Path token = dir.resolve("jwt");
        Files.writeString(token, "SLURM_JWT=" + cluster.token(600) + "\n");
        openWith(settings(0, Map.of(Setting.SLURM_REST_TOKEN_FILE, token.toString())));
        assertThat(health.ready().up()).isTrue();

        Files.writeString(token, "SLURM_JWT=eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.bm90LXNpZ25lZA\n");
        await(() -> !health.ready().up(), "readiness down while slurmrestd refuses the token");
        assertThat(health.ready().failing()).isEqualTo("execution");
        AgreementReceipt receipt = service.create("alice", offer("queued while refused", 1, 2, 180, ""));
        assertThat(receipt.state()).as("the provider keeps serving").isEqualTo(AgreementState.OBSERVED);
        assertThat(jobsOf(cluster, receipt.agreementId())).isEmpty();

        Files.writeString(token, cluster.token(600) + "\n");

        await(() -> health.ready().up(), "readiness back with a good token");
        AgreementStatus done = awaitState(receipt.agreementId(), AgreementState.COMPLETE);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(jobsOf(cluster, receipt.agreementId())).hasSize(1);
    }

    @Test
    void aProviderPointedAtNoSlurmrestdRefusesToStartNamingTheUrl() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        ProviderSettings settings = SettingsLoader.fromValues(Map.of(Setting.DATA_DIR, data.toString(),
                Setting.BACKEND, "slurm", Setting.SLURM_API, "rest", Setting.SLURM_REST_URL, "http://127.0.0.1:" + port,
                Setting.SLURM_CONF, cluster.slurmConf().toString(), Setting.SLURM_BIN, binOf(cluster),
                Setting.SLURM_COMMAND_TIMEOUT, "5"));
        ExecutionBackend unreachable = ExecutionBackends.create(settings);
        try {
            assertThatThrownBy(unreachable::capacity).isInstanceOf(SlurmUnreachableException.class)
                    .hasMessageContaining("'GET http://127.0.0.1:" + port + "/slurm/v0.0.43/ping/' failed: "
                            + "slurmrestd does not answer");
        } finally {
            unreachable.close();
        }
    }

    private void open(int reservationCpus) {
        openWith(settings(reservationCpus));
    }

    private ProviderSettings settings(int reservationCpus) {
        return settings(reservationCpus, Map.of());
    }

    private ProviderSettings settings(int reservationCpus, Map<Setting, String> more) {
        Map<Setting, String> values = new EnumMap<>(Setting.class);
        values.putAll(Map.of(Setting.DATA_DIR, data.toString(), Setting.BACKEND, "slurm",
                Setting.ADMISSION_POLICY, "fcfs", Setting.PLANNER_NODES, Integer.toString(reservationCpus),
                Setting.SLURM_API, "rest", Setting.SLURM_REST_URL, rest.toString(),
                Setting.SLURM_CONF, cluster.slurmConf().toString(), Setting.SLURM_PARTITION, SharedSlurmCluster.REST,
                Setting.SLURM_POLL_SECONDS, "0.5", Setting.SLURM_BIN, binOf(cluster)));
        values.put(Setting.FAIRNESS_RESERVE, "0");
        values.putAll(more);
        return SettingsLoader.fromValues(values);
    }

    private void openWith(ProviderSettings settings) {
        store = ConfiguredStore.open(settings);
        TemplateRegistry templates = TemplateRegistry.builtIn(Documents.standard());
        backend = ExecutionBackends.create(settings);
        health = Health.of(store, templates, backend);
        service = AgreementService.open(settings, templates, store, backend);
    }

    private AgreementStatus awaitState(String id, AgreementState state) {
        await(() -> service.status("alice", id).state() == state, "agreement " + id + " " + state);
        return service.status("alice", id);
    }

    private SlurmJob jobOf(String agreementId) {
        List<SlurmJob> jobs = jobsOf(cluster, agreementId);
        assertThat(jobs).hasSize(1);
        return jobs.get(0);
    }
}
