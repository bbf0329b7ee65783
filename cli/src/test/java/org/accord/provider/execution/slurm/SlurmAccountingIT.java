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
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.execution.slurm.DyingSlurm.When;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.api.parallel.ResourceLock;

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
    /** The class's own cluster and provider: its tests run one after another (beside other classes). */
    private static final String CLUSTER = "SlurmAccountingIT cluster";
    private Path clusterDir;
    private LocalSlurmCluster cluster;
    @TempDir
    Path dir;
    private RestartingProvider provider;

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
        RestartingProvider.stopCluster(cluster, clusterDir);
    }

    @BeforeEach
    void provider() throws IOException {
        provider = new RestartingProvider(cluster, Files.createTempDirectory(dir, "data-"));
    }

    @AfterEach
    void closeProvider() {
        provider.close();
    }

    @Test
    @ResourceLock(CLUSTER)
    void jobsThatEndedAndLeftSqueueWhileTheProviderWasDownAreJudgedFromSacctOnSlurmsEndTimeAndNeverRunAgain()
            throws Exception {
        // the provider dies at the first poll that follows all three jobs; they run and end while it is down
        DyingSlurm slurm = provider.open().dieAt(call("jobs", ids -> ((Collection<?>) ids).size() == 3), When.BEFORE);
        AgreementService service = provider.service();
        String fine = service.create("alice", offer("ends while down", 1, 3, 120, "")).agreementId();
        String failing = service.create("alice", offer("fails while down", 1, 3, 120,
                "<accord:Executable>/bin/sh</accord:Executable><accord:Argument>-c</accord:Argument>"
                        + "<accord:Argument>sleep 2; exit 3</accord:Argument>")).agreementId();
        // both start before the reservation exists: on a loaded machine 22.05's backfill started the first one beside
        // the new reservation on the same node and cut its time limit from 1 minute to 0 ("time limit changed from 1
        // to 0" in slurmctld's log), and Slurm recorded the 3-second job TIMEOUT
        await(() -> Stream.of(fine, failing).allMatch(id -> cluster.commands().jobs().stream()
                .anyMatch(j -> j.name().equals(id) && (j.running() || j.ended()))), "both deadline jobs started");
        String reserved = service.create("alice", reservationOffer("reservation ends while down", 1, 3, 0, 600))
                .agreementId();
        slurm.awaitDeath(DEATH);
        await(() -> Stream.of(fine, failing, reserved).allMatch(id -> squeueListsNone(id) && accountedEnd(id).isPresent()),
                "all three jobs ended, forgotten by squeue and kept by sacct", Duration.ofSeconds(120));

        provider.restart();

        AgreementStatus done = provider.awaitComplete(fine);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertFinishedAtSlurmsEnd(fine, done.guarantees().get(0));
        AgreementStatus failed = provider.awaitComplete(failing);
        assertThat(failed.guarantees().get(0).state()).as("exit code 3, read from sacct")
                .isEqualTo(GuaranteeTermState.VIOLATED);
        AgreementStatus window = provider.awaitComplete(reserved);
        assertThat(window.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertFinishedAtSlurmsEnd(reserved, window.guarantees().get(0));
        await(() -> cluster.commands().reservation(reserved).isEmpty(), "the reservation deleted once its job's end is known");
        for (String id : List.of(fine, failing, reserved)) {
            assertThat(accounted(id)).as("%s: one job in Slurm's accounting, nothing submitted again", id).hasSize(1);
        }
    }

    @Test
    @ResourceLock(CLUSTER)
    void aJobWhoseIdWasNeverRecordedIsFoundByNameInSacctAfterSqueueForgotItAndJudgedOnItsEnd() throws Exception {
        // sbatch ran, the provider died before recording the job id: after the restart only its name can find it
        DyingSlurm slurm = provider.open().dieAt(call("submit", any -> true), When.AFTER);
        String id = provider.service().create("alice", offer("id never recorded", 1, 3, 120, "")).agreementId();
        slurm.awaitDeath(DEATH);
        await(() -> squeueListsNone(id) && accountedEnd(id).isPresent(), "the job ended, forgotten by squeue",
                Duration.ofSeconds(120));

        provider.restart();

        AgreementStatus done = provider.awaitComplete(id);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertFinishedAtSlurmsEnd(id, done.guarantees().get(0));
        assertThat(accounted(id)).as("the one job sbatch made, not submitted again").hasSize(1);
    }

    private void assertFinishedAtSlurmsEnd(String id, GuaranteeOutcome guarantee) {
        Instant end = accountedEnd(id).orElseThrow();
        double finished = provider.service().view("alice", false, id).created().toEpochMilli() / 1000.0
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
}
