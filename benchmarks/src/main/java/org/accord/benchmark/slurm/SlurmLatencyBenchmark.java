package org.accord.benchmark.slurm;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.LongPredicate;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.ServiceTermState;
import org.accord.benchmark.Median;
import org.accord.consumer.client.AgreementHandle;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.ClientSettings;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.execution.slurm.JobSubmission;
import org.accord.provider.execution.slurm.LocalSlurmCluster;
import org.accord.provider.execution.slurm.SlurmCommands;
import org.accord.provider.execution.slurm.SlurmInstallation;
import org.accord.provider.execution.slurm.SlurmJob;
import org.accord.scheduler.sla.DeadlineType;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code ./accord bench slurm-latency [N]}: agreement-to-running latency on a local Slurm cluster (2 nodes x 4
 * CPUs, started and stopped by the benchmark): from the moment createAgreement returns to the moment
 * {@code squeue} first shows the agreement's job RUNNING, for N (default 50) one-CPU agreements made one after
 * the other, next to bare {@code sbatch --parsable} to RUNNING measured the same way in the same run (the
 * baseline: what Slurm alone takes). Both are observed by polling {@code squeue --json} as fast as it answers,
 * so both include the same observation delay. Also prints create -> the provider reporting the agreement's
 * service terms Processing, watched over the client meanwhile (a deadline agreement is Processing from its
 * admission, so this is not Slurm's start). The provider polls
 * Slurm every 0.2 s here (and follows a just-submitted job every 0.1 s until it starts). Prints medians. Runs
 * Debian's Slurm, or the current release in the prefix {@code ACCORD_SLURM_PREFIX} names when it is set.
 * {@code ./accord bench slurm-latency N --rest} makes the provider reach Slurm through slurmrestd ({@code
 * --slurm-api rest}, tokens from {@code scontrol token}; the current release only, whose cluster then accepts JSON
 * Web Tokens and runs slurmrestd); the baseline stays bare {@code sbatch}.
 */
public final class SlurmLatencyBenchmark {
    private SlurmLatencyBenchmark() {
    }

    /** {@code ./accord bench slurm-latency [N]}: the typed arguments, with {@code --help}. */
    @Command(name = "slurm-latency", mixinStandardHelpOptions = true,
            description = "acknowledged create -> Slurm job RUNNING vs bare sbatch -> RUNNING (local cluster)")
    public static final class Arguments implements Callable<Void> {

        @Parameters(index = "0", arity = "0..1", paramLabel = "N", defaultValue = "50",
                description = "jobs of each kind, median taken (default: ${DEFAULT-VALUE})")
        int n;

        @Option(names = "--rest", description = "the provider reaches Slurm through slurmrestd (--slurm-api rest; "
                + "the current release only)")
        boolean rest;

        @Override
        public Void call() throws Exception {
            benchmark(n, rest);
            return null;
        }
    }

    static void benchmark(int n, boolean rest) throws Exception {
        Path work = Files.createTempDirectory("accord-slurm-latency-");
        SlurmInstallation installation = System.getenv(SlurmInstallation.PREFIX_VARIABLE) != null
                || System.getProperty(SlurmInstallation.PREFIX_PROPERTY) != null
                ? SlurmInstallation.CURRENT : SlurmInstallation.DEBIAN;
        if (rest && installation != SlurmInstallation.CURRENT) {
            throw new IllegalArgumentException("slurmrestd's REST API v0.0.43 needs Slurm 25.05 or later: set "
                    + SlurmInstallation.PREFIX_VARIABLE + " to its prefix, e.g. " + SlurmInstallation.DEFAULT_PREFIX);
        }
        try (LocalSlurmCluster cluster = LocalSlurmCluster.start(work.resolve("cluster"), 4,
                java.util.Map.of(LocalSlurmCluster.PARTITION, 2), installation, rest)) {
            Map<Setting, String> settings = new java.util.EnumMap<>(Setting.class);
            settings.putAll(Map.of(
                     Setting.HOST, "127.0.0.1", Setting.DATA_DIR, work.resolve("data").toString(),
                     Setting.BACKEND, "slurm", Setting.ADMISSION_POLICY, "fcfs", Setting.PLANNER_NODES, "0",
                     Setting.SLURM_POLL_SECONDS, "0.2", Setting.SLURM_CONF, cluster.slurmConf().toString(),
                     Setting.SLURM_PARTITION, LocalSlurmCluster.PARTITION,
                     Setting.SLURM_BIN, installation.bin().map(Object::toString).orElse("")));
            if (rest) {
                settings.put(Setting.SLURM_API, "rest");
                settings.put(Setting.SLURM_REST_URL, cluster.startRest().toString());
            }
            measure(n, rest, work, cluster, settings);
        }
    }

    private static void measure(int n, boolean rest, Path work, LocalSlurmCluster cluster, Map<Setting, String> settings)
            throws Exception {
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(settings));
             AgreementClient client = AgreementClient.connect(ClientSettings.of(provider.baseUrl()))) {
            SlurmCommands slurm = cluster.commands();
            double[] bare = new double[n];
            double[] agreed = new double[n];
            double[] known = new double[n];
            for (int i = 0; i < n; i++) {
                bare[i] = bare(slurm, work, i);
                double[] both = agreement(slurm, client, i);
                agreed[i] = both[0];
                known[i] = both[1];
            }
            System.out.printf(Locale.ROOT, "Slurm %s latency over %d jobs (local cluster 2 x 4 CPUs, one-CPU jobs of 1 s;"
                    + " the provider through %s)%n", slurm.release(), n, rest ? "slurmrestd" : "the commands");
            System.out.printf(Locale.ROOT, "  acknowledged create -> job RUNNING  median %7.0f ms%n", Median.of(agreed));
            System.out.printf(Locale.ROOT, "  bare sbatch         -> job RUNNING  median %7.0f ms%n", Median.of(bare));
            System.out.printf(Locale.ROOT, "  ratio                                       %7.2f%n", Median.of(agreed) / Median.of(bare));
            System.out.printf(Locale.ROOT, "  acknowledged create -> provider reports it Processing  median %7.0f ms%n",
                    Median.of(known));
        }
    }

    private static double bare(SlurmCommands slurm, Path work, int i) {
        long t0 = System.nanoTime();
        long id = slurm.submit(new JobSubmission("bare-" + i, "bare-" + i, Optional.of(LocalSlurmCluster.PARTITION), 1,
                Duration.ofSeconds(30), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                work.toString(), "#!/bin/sh\nsleep 1\n"));
        return awaitRunning(slurm, j -> j == id, t0);
    }

    /**
     * The agreement's create -> its job RUNNING in squeue (observed as the bare job's), and create -> the provider
     * reporting its service terms Processing (from the agreement's admission, not Slurm's start), watched on a thread
     * of its own meanwhile.
     */
    private static double[] agreement(SlurmCommands slurm, AgreementClient client, int i) throws Exception {
        var offer = client.offer("librasla-job").name("latency " + i).cpus(1).singleCpuRuntime(1)
                .deadlineType(DeadlineType.SOFT).deadline(120).budget(10).penaltyRate(0.01).build();
        AgreementHandle handle = client.create(offer);
        long t0 = System.nanoTime();
        CompletableFuture<Double> known = CompletableFuture.supplyAsync(() -> awaitProcessing(handle, t0));
        double running = awaitRunning(slurm, jobId -> true, t0, handle.agreementId());
        return new double[] {running, known.get(60, TimeUnit.SECONDS)};
    }

    private static double awaitProcessing(AgreementHandle handle, long t0) {
        long giveUp = t0 + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < giveUp) {
            AgreementStatus status = handle.status();
            if (status.serviceTermStates().values().stream().anyMatch(s -> s == ServiceTermState.PROCESSING
                    || s == ServiceTermState.COMPLETED)) {
                return (System.nanoTime() - t0) / 1e6;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new IllegalStateException("the provider did not report " + handle.agreementId() + " started within 60 s");
    }

    private static double awaitRunning(SlurmCommands slurm, LongPredicate job, long t0) {
        return awaitRunning(slurm, job, t0, null);
    }

    private static double awaitRunning(SlurmCommands slurm, LongPredicate job, long t0, String comment) {
        long giveUp = t0 + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < giveUp) {
            List<SlurmJob> jobs = slurm.jobs();
            boolean running = jobs.stream().filter(j -> comment == null ? job.test(j.id()) : j.comment().equals(comment))
                    .anyMatch(j -> j.running() || j.ended());
            if (running) {
                return (System.nanoTime() - t0) / 1e6;
            }
        }
        throw new IllegalStateException("a job did not start within 60 s");
    }
}
