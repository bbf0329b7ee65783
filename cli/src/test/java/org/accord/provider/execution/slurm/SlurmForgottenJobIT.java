package org.accord.provider.execution.slurm;

import static org.accord.provider.execution.slurm.DyingSlurm.call;
import static org.accord.provider.execution.slurm.SlurmBackendIT.await;
import static org.accord.provider.execution.slurm.SlurmBackendIT.offer;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.accord.agreement.GuaranteeTermState;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.execution.slurm.DyingSlurm.When;
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

/**
 * A provider down for longer than Slurm's {@code MinJobAge} on a cluster that keeps no record of ended jobs (no
 * accounting, no completion log; {@code MinJobAge} = 2 s): a cluster of its own, one 4-CPU node. Where nothing tells
 * how a job ended, its agreement's outcome is unknown (NotDetermined), and the work is never run a second time.
 */
@ExtendWith(SlurmRequired.class)
@Execution(ExecutionMode.CONCURRENT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SlurmForgottenJobIT {
    private static final Duration DEATH = Duration.ofSeconds(60);
    private Path clusterDir;
    private LocalSlurmCluster cluster;
    @TempDir
    Path dir;
    private RestartingProvider provider;

    @BeforeAll
    void startCluster() throws IOException {
        clusterDir = Files.createTempDirectory("accord-forgotten-it-");
        cluster = LocalSlurmCluster.startWithoutJobRecords(clusterDir.resolve("cluster"), 4,
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
    void provider() {
        provider = new RestartingProvider(cluster, dir.resolve("data"));
    }

    @AfterEach
    void closeProvider() {
        provider.close();
    }

    @Test
    void jobsSlurmForgotWhileTheProviderWasDownWithoutAccountingOrCompletionLogEndNotDeterminedAndNeverRunAgain()
            throws Exception {
        // A's job id is recorded; the provider dies right after sbatch made B's job, before recording its id
        AtomicInteger submits = new AtomicInteger();
        DyingSlurm slurm = provider.open().dieAt(call("submit", job -> submits.incrementAndGet() == 2), When.AFTER);
        AgreementService service = provider.service();
        String recorded = service.create("alice", offer("job id recorded", 1, 3, 120, "")).agreementId();
        String submitting = service.create("alice", offer("job id never recorded", 1, 3, 120, "")).agreementId();
        slurm.awaitDeath(DEATH);
        await(() -> outputs() == 2 && cluster.commands().jobs().isEmpty(), "both jobs ran and squeue forgot them",
                Duration.ofSeconds(120));

        provider.restart();

        for (String id : new String[] {recorded, submitting}) {
            assertThat(provider.awaitComplete(id).guarantees().get(0).state()).as("%s: nothing tells how it ended", id)
                    .isEqualTo(GuaranteeTermState.NOT_DETERMINED);
        }
        // both ended in the restart's reconciliation or first poll; a job submitted then would show within 2 s
        Thread.sleep(2000);
        assertThat(cluster.commands().jobs()).as("nothing submitted again").isEmpty();
        assertThat(outputs()).as("each job ran once (one output file per Slurm job)").isEqualTo(2);
    }

    /** How many Slurm jobs wrote their output into the provider's jobs directory. */
    private long outputs() {
        try (Stream<Path> files = Files.list(dir.resolve("data").resolve("slurm-jobs"))) {
            return files.filter(f -> f.getFileName().toString().startsWith("slurm-")).count();
        } catch (IOException e) {
            return 0;
        }
    }
}
