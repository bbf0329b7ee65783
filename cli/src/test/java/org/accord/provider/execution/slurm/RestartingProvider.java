package org.accord.provider.execution.slurm;

import static org.accord.provider.execution.slurm.SlurmBackendIT.await;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;

/**
 * An embedded provider on the slurm backend of a cluster's partition (fcfs, a poll every 0.5 s, fair share off),
 * reaching Slurm through a {@link DyingSlurm}, so a test can stop it at a chosen call and open a new one on the same
 * store and data directory ({@link #restart}).
 */
final class RestartingProvider implements AutoCloseable {
    private final LocalSlurmCluster cluster;
    private final Path dataDir;
    private final String partition;
    private final int reservationCpus;
    private AgreementStore store;
    private AgreementService service;
    private DyingSlurm slurm;

    /** A provider on partition {@value LocalSlurmCluster#PARTITION} with 2 of its CPUs for reservations. */
    RestartingProvider(LocalSlurmCluster cluster, Path dataDir) {
        this(cluster, dataDir, LocalSlurmCluster.PARTITION, 2);
    }

    /** A provider on {@code partition} with {@code reservationCpus} of its CPUs for reservations. */
    RestartingProvider(LocalSlurmCluster cluster, Path dataDir, String partition, int reservationCpus) {
        this.cluster = cluster;
        this.dataDir = dataDir;
        this.partition = partition;
        this.reservationCpus = reservationCpus;
    }

    /** Opens the provider; returns its way to Slurm. */
    DyingSlurm open() {
        ProviderSettings settings = SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.BACKEND, "slurm",
                Setting.ADMISSION_POLICY, "fcfs", Setting.PLANNER_NODES, String.valueOf(reservationCpus),
                Setting.SLURM_CONF, cluster.slurmConf().toString(), Setting.SLURM_PARTITION, partition,
                Setting.SLURM_POLL_SECONDS, "0.5", Setting.SLURM_BIN, SlurmBackendIT.binOf(cluster),
                Setting.FAIRNESS_RESERVE, "0"));
        store = ConfiguredStore.open(settings);
        slurm = new DyingSlurm(SlurmBackend.api(settings.slurm()));
        SlurmBackend backend = new SlurmBackend(slurm, settings.slurm(), settings.dataDir().resolve("slurm-jobs"),
                settings.dataDir().resolve("slurm-submissions.log"));
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store, backend);
        return slurm;
    }

    /** The open provider's agreements. */
    AgreementService service() {
        return service;
    }

    /** Closes the provider (that died) and opens a new one on its store and data directory; returns its way to Slurm. */
    DyingSlurm restart() {
        close();
        return open();
    }

    /** Waits (up to a minute) until agreement {@code id} is Complete; returns its status. */
    AgreementStatus awaitComplete(String id) {
        return awaitComplete(id, Duration.ofSeconds(60));
    }

    /** Waits (up to {@code within}) until agreement {@code id} is Complete; returns its status. */
    AgreementStatus awaitComplete(String id, Duration within) {
        await(() -> service.status("alice", id).state() == AgreementState.COMPLETE, "agreement " + id + " Complete",
                within);
        return service.status("alice", id);
    }

    /** Stops a cluster of a test class's own (if it started) and deletes its directory. */
    static void stopCluster(LocalSlurmCluster cluster, Path clusterDir) throws IOException {
        if (cluster != null) {
            cluster.close();
        }
        try (Stream<Path> files = Files.walk(clusterDir)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    @Override
    public void close() {
        if (service != null) {
            service.close();
            store.close();
            service = null;
        }
    }
}
