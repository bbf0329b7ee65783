package org.accord.provider.execution.slurm;

import static org.accord.provider.execution.slurm.DyingSlurm.call;
import static org.accord.provider.execution.slurm.SlurmBackendIT.await;
import static org.accord.provider.execution.slurm.SlurmBackendIT.offer;
import static org.accord.provider.execution.slurm.SlurmBackendIT.reservationOffer;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.execution.slurm.DyingSlurm.When;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * A provider down for longer than Slurm's {@code MinJobAge} on a cluster that keeps accounting: a cluster of its own
 * (one 4-CPU node) with slurmdbd on a MariaDB server of its own, no job completion log and {@code MinJobAge} = 2 s,
 * so that once squeue has forgotten a job only {@code sacct} knows how it ended. The provider dies while its jobs run
 * ({@link DyingSlurm}), the jobs end and leave squeue, and a new provider opens on the same store and data directory.
 */
@ExtendWith(SlurmAccountingRequired.class)
@Execution(ExecutionMode.CONCURRENT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SlurmAccountingIT {
    private static final Duration DEATH = Duration.ofSeconds(60);
    private Path clusterDir;
    private LocalSlurmCluster cluster;
    @TempDir
    Path dir;
    private AgreementStore store;
    private AgreementService service;
    private DyingSlurm slurm;

    @BeforeAll
    void startCluster() throws IOException {
        clusterDir = Files.createTempDirectory("accord-sacct-it-");
        cluster = LocalSlurmCluster.startWithAccounting(clusterDir.resolve("cluster"), 4,
                Map.of(LocalSlurmCluster.PARTITION, 1), installation(), Duration.ofSeconds(2));
    }

    /** Debian's Slurm; a subclass names another installation. */
    SlurmInstallation installation() {
        return SlurmInstallation.DEBIAN;
    }

    @AfterAll
    void stopCluster() throws IOException {
        if (cluster != null) {
            cluster.close();
        }
        try (Stream<Path> files = Files.walk(clusterDir)) {
            for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    @AfterEach
    void closeProvider() {
        close();
    }

    @Test
    void jobsThatEndedAndLeftSqueueWhileTheProviderWasDownAreJudgedFromSacctOnSlurmsEndTimeAndNeverRunAgain()
            throws Exception {
        // the provider dies at the first poll that follows all three jobs; they run and end while it is down
        open().dieAt(call("jobs", ids -> ((Collection<?>) ids).size() == 3), When.BEFORE);
        String fine = service.create("alice", offer("ends while down", 1, 3, 120, "")).agreementId();
        String failing = service.create("alice", offer("fails while down", 1, 3, 120,
                "<accord:Executable>/bin/sh</accord:Executable><accord:Argument>-c</accord:Argument>"
                        + "<accord:Argument>sleep 2; exit 3</accord:Argument>")).agreementId();
        String reserved = service.create("alice", reservationOffer("reservation ends while down", 1, 3, 0, 600))
                .agreementId();
        slurm.awaitDeath(DEATH);
        await(() -> Stream.of(fine, failing, reserved).allMatch(id -> squeueListsNone(id) && accountedEnd(id).isPresent()),
                "all three jobs ended, forgotten by squeue and kept by sacct", Duration.ofSeconds(120));

        restart();

        AgreementStatus done = awaitComplete(fine);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertFinishedAtSlurmsEnd(fine, done.guarantees().get(0));
        AgreementStatus failed = awaitComplete(failing);
        assertThat(failed.guarantees().get(0).state()).as("exit code 3, read from sacct")
                .isEqualTo(GuaranteeTermState.VIOLATED);
        AgreementStatus window = awaitComplete(reserved);
        assertThat(window.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertFinishedAtSlurmsEnd(reserved, window.guarantees().get(0));
        await(() -> cluster.commands().reservation(reserved).isEmpty(), "the reservation deleted once its job's end is known");
        for (String id : List.of(fine, failing, reserved)) {
            assertThat(accounted(id)).as("%s: one job in Slurm's accounting, nothing submitted again", id).hasSize(1);
        }
    }

    private void assertFinishedAtSlurmsEnd(String id, GuaranteeOutcome guarantee) {
        Instant end = accountedEnd(id).orElseThrow();
        double finished = service.view("alice", false, id).created().toEpochMilli() / 1000.0
                + guarantee.finishTime().getAsDouble();
        assertThat(finished).as("FinishTime is sacct's end of the job, not the restart's")
                .isCloseTo(end.getEpochSecond(), Offset.offset(1.5));
    }

    private boolean squeueListsNone(String id) {
        return cluster.commands().jobs().stream().noneMatch(j -> j.name().equals(id));
    }

    private List<SlurmJob> accounted(String id) {
        return cluster.commands().accountedJobsNamed(List.of(id), Optional.empty());
    }

    private Optional<Instant> accountedEnd(String id) {
        return accounted(id).stream().filter(SlurmJob::ended).findFirst().flatMap(SlurmJob::endTime);
    }

    private DyingSlurm open() {
        ProviderSettings settings = SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dir.resolve("data").toString(), Setting.BACKEND, "slurm",
                Setting.ADMISSION_POLICY, "fcfs", Setting.PLANNER_NODES, "2",
                Setting.SLURM_CONF, cluster.slurmConf().toString(), Setting.SLURM_PARTITION, LocalSlurmCluster.PARTITION,
                Setting.SLURM_POLL_SECONDS, "0.5", Setting.SLURM_BIN, SlurmBackendIT.binOf(cluster),
                Setting.FAIRNESS_RESERVE, "0"));
        store = ConfiguredStore.open(settings);
        slurm = new DyingSlurm(SlurmBackend.api(settings.slurm()));
        SlurmBackend backend = new SlurmBackend(slurm, settings.slurm(), settings.dataDir().resolve("slurm-jobs"),
                settings.dataDir().resolve("slurm-submissions.log"));
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store, backend);
        return slurm;
    }

    private void restart() {
        close();
        open();
    }

    private void close() {
        if (service != null) {
            service.close();
            store.close();
            service = null;
        }
    }

    private AgreementStatus awaitComplete(String id) {
        await(() -> service.status("alice", id).state() == AgreementState.COMPLETE, "agreement " + id + " Complete",
                Duration.ofSeconds(60));
        return service.status("alice", id);
    }
}
