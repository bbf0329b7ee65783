package org.accord.demo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.ClientSettings;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.execution.slurm.LocalSlurmCluster;
import org.accord.provider.execution.slurm.SlurmInstallation;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * {@code ./accord demo --backend slurm}: the demo's trace jobs as real Slurm jobs. Uses the cluster
 * {@code SLURM_CONF} names, or else starts a local one of {@value #NODES} nodes x {@value #CPUS} CPUs in a
 * temporary directory (and stops it afterwards), of the system's Slurm or of the installation {@code --slurm-prefix}
 * names. The embedded provider runs on the {@code slurm} backend with the
 * {@code fcfs} policy (a job is admitted only onto free cores, which is what Slurm runs). Each job is scaled down
 * to seconds: its run time divided by {@value #SCALE} (kept within 2..15 s), its deadline by the same factor
 * (kept within the template's 60 s minimum and 600 s), at most {@value #MAX_JOB_CPUS} CPUs, one offer every
 * {@value #SPACING_MILLIS} ms. Each agreement's job runs {@code sleep} for its agreed run time. The demo then waits
 * for every admitted agreement to end and reports how many Slurm delivered on time.
 */
public final class SlurmDemoRun {
    static final int NODES = 4;
    static final int CPUS = 32;
    static final double SCALE = 600;
    static final long SPACING_MILLIS = 1000;
    /** The widest job: the trace's wider ones are narrowed to it. */
    static final int MAX_JOB_CPUS = 8;
    private final DemoSettings settings;
    private final DemoProgress progress;
    private final Optional<Path> prefix;

    public SlurmDemoRun(DemoSettings settings, DemoProgress progress) {
        this(settings, progress, Optional.empty());
    }

    /**
     * @param prefix a Slurm installation prefix (its {@code bin} and {@code sbin}, e.g. 25.11.7 built with
     *               {@code build-slurm.sh}) whose daemons the local cluster runs and whose commands the provider
     *               uses; empty for the system's Slurm (Debian's 22.05)
     */
    public SlurmDemoRun(DemoSettings settings, DemoProgress progress, Optional<Path> prefix) {
        this.settings = settings;
        this.progress = progress;
        this.prefix = prefix;
        prefix.filter(p -> !Files.isExecutable(p.resolve("bin").resolve("sinfo"))).ifPresent(p -> {
            throw new IllegalArgumentException("--slurm-prefix " + p + " holds no Slurm (no bin/sinfo)");
        });
    }

    /** The run's figures; {@code summary().slaFulfilled()} of the admitted agreements were delivered on time. */
    public DemoReport run() {
        long start = System.nanoTime();
        List<SlaJob> jobs = scaled(DemoWorkload.jobs(settings));
        Path work = temporaryDirectory();
        Optional<String> existing = Optional.ofNullable(System.getenv("SLURM_CONF")).filter(s -> !s.isBlank());
        SlurmInstallation installation = SlurmInstallation.DEBIAN;
        if (prefix.isPresent()) {
            System.setProperty(SlurmInstallation.PREFIX_PROPERTY, prefix.get().toAbsolutePath().toString());
            installation = SlurmInstallation.CURRENT;
        }
        try (LocalSlurmCluster cluster = existing.isPresent() ? null
                : LocalSlurmCluster.start(work.resolve("cluster"), CPUS, java.util.Map.of(LocalSlurmCluster.PARTITION,
                        NODES), installation);
             EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(providerSettings(work, existing, cluster,
                     prefix));
             AgreementClient client = AgreementClient.connect(ClientSettings.of(provider.baseUrl()))) {
            List<OfferOutcome> outcomes = new OfferReplay(client, 1, progress).replay(jobs);
            List<OfferOutcome> accepted = outcomes.stream().filter(OfferOutcome::accepted).toList();
            double horizon = jobs.stream().mapToDouble(SlaJob::dueTime).max().orElse(0);
            List<AgreementEnd> ended = new CompletionWatch(progress).await(accepted,
                    Duration.ofSeconds(Math.round(horizon) + 180));
            double wallSeconds = (System.nanoTime() - start) / 1e9;
            return new DemoReport(DemoSummary.of(outcomes, ended, wallSeconds), settings, 1,
                    DemoWorkload.traceName(), outcomes, ended);
        } finally {
            delete(work);
        }
    }

    private static org.accord.provider.config.ProviderSettings providerSettings(Path work, Optional<String> conf,
            LocalSlurmCluster cluster, Optional<Path> prefix) {
        Map<Setting, String> values = new LinkedHashMap<>(Map.of(Setting.HOST, "127.0.0.1",
                Setting.DATA_DIR, work.resolve("data").toString(), Setting.BACKEND, "slurm",
                Setting.ADMISSION_POLICY, "fcfs", Setting.PLANNER_NODES, "0", Setting.SLURM_POLL_SECONDS, "0.5"));
        if (cluster != null) {
            values.put(Setting.SLURM_CONF, cluster.slurmConf().toString());
            values.put(Setting.SLURM_PARTITION, LocalSlurmCluster.PARTITION);
        }
        conf.ifPresent(c -> values.put(Setting.SLURM_CONF, c));
        prefix.ifPresent(p -> values.put(Setting.SLURM_BIN, p.toAbsolutePath().resolve("bin").toString()));
        return SettingsLoader.fromValues(values);
    }

    /** The jobs scaled to seconds-long real jobs (see the class comment). */
    static List<SlaJob> scaled(List<SlaJob> jobs) {
        List<SlaJob> scaled = new ArrayList<>();
        for (int i = 0; i < jobs.size(); i++) {
            SlaJob job = jobs.get(i);
            Sla sla = job.sla().orElseThrow();
            double runtime = Math.max(2, Math.min(15, Math.ceil(job.runtime() / SCALE)));
            double deadline = Math.max(60, Math.min(600, Math.ceil(sla.deadline() / SCALE)));
            scaled.add(SlaJob.withSla(job.id(), i * SPACING_MILLIS / 1000.0, runtime, Math.min(MAX_JOB_CPUS, job.processors()),
                    sla.withDeadline(deadline)));
        }
        return scaled;
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("accord-slurm-demo-");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the demo's temporary directory", e);
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }
}
