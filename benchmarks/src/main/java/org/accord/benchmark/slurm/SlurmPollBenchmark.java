package org.accord.benchmark.slurm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.accord.benchmark.Median;
import org.accord.provider.execution.slurm.JobSubmission;
import org.accord.provider.execution.slurm.LocalSlurmCluster;
import org.accord.provider.execution.slurm.SlurmCommands;
import org.accord.provider.execution.slurm.SlurmInstallation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code ./accord bench slurm-poll [FOREIGN] [POLLS]}: the slurm backend's poll with FOREIGN (default 5,000)
 * jobs queued on the cluster that are not the provider's, against the same poll without them, in the same run.
 * A local cluster of 2 nodes x 4 CPUs (started and stopped by the benchmark) runs 8 one-CPU jobs of the
 * provider's user; then FOREIGN held jobs ({@code sbatch --hold}, so they never run) of another user
 * ({@code daemon}; 25.11 refuses {@code --uid=nobody}) are queued. The poll is the backend's Slurm reads ({@code SlurmBackend}'s poll): the
 * provider's jobs, each alone ({@code show job ID}) through one long-lived {@code scontrol}, and the partition's
 * nodes. Beside it, the previous poll, measured the same way: one {@code squeue --states=all --user=USER
 * --jobs=ID,...} (as text), for which slurmctld sends squeue every job it holds. Prints medians of POLLS (default 30) polls each. Needs
 * Slurm and root; runs Debian's Slurm, or the current release in the prefix {@code ACCORD_SLURM_PREFIX} names.
 */
public final class SlurmPollBenchmark {
    private static final int OWN_JOBS = 8;
    private static final String FOREIGN_USER = "daemon";

    private SlurmPollBenchmark() {
    }

    /** {@code ./accord bench slurm-poll [FOREIGN [POLLS]]}: the typed arguments, with {@code --help}. */
    @Command(name = "slurm-poll", mixinStandardHelpOptions = true,
            description = "the slurm backend's poll with 5,000 held jobs of another user queued vs without (local"
                    + " cluster)")
    public static final class Arguments implements Callable<Void> {

        @Parameters(index = "0", arity = "0..1", paramLabel = "FOREIGN", defaultValue = "5000",
                description = "held jobs of another user queued (default: ${DEFAULT-VALUE})")
        int foreign;

        @Parameters(index = "1", arity = "0..1", paramLabel = "POLLS", defaultValue = "30",
                description = "polls measured, median taken (default: ${DEFAULT-VALUE})")
        int polls;

        @Override
        public Void call() throws Exception {
            benchmark(foreign, polls);
            return null;
        }
    }

    static void benchmark(int foreign, int polls) throws Exception {
        Path work = Files.createTempDirectory("accord-slurm-poll-");
        SlurmInstallation installation = System.getenv(SlurmInstallation.PREFIX_VARIABLE) != null
                || System.getProperty(SlurmInstallation.PREFIX_PROPERTY) != null
                ? SlurmInstallation.CURRENT : SlurmInstallation.DEBIAN;
        String user = System.getProperty("user.name");
        try (LocalSlurmCluster cluster = LocalSlurmCluster.start(work.resolve("cluster"), 4,
                Map.of(LocalSlurmCluster.PARTITION, 2), installation)) {
            SlurmCommands slurm = cluster.commands();
            List<Long> own = new ArrayList<>();
            for (int i = 0; i < OWN_JOBS; i++) {
                own.add(slurm.submit(new JobSubmission("own-" + i, "own-" + i, Optional.of(LocalSlurmCluster.PARTITION),
                        1, Duration.ofMinutes(10), Optional.empty(), Optional.empty(), Optional.empty(),
                        Optional.empty(), work.toString(), "#!/bin/sh\nsleep 600\n")));
            }
            double[] before = new double[polls];
            double[] idOnlyBefore = new double[polls];
            measure(cluster, slurm, own, user, before, idOnlyBefore);
            long queued = System.nanoTime();
            queueForeign(cluster, installation, foreign);
            double queueSeconds = (System.nanoTime() - queued) / 1e9;
            int listed = slurm.jobs().size();
            double[] after = new double[polls];
            double[] idOnlyAfter = new double[polls];
            measure(cluster, slurm, own, user, after, idOnlyAfter);
            System.out.printf(Locale.ROOT, "Slurm %s poll of the provider's %d jobs (local cluster 2 x 4 CPUs; %d foreign "
                    + "held jobs of user %s queued in %.0f s; squeue lists %d jobs), median of %d polls%n",
                    slurm.release(), OWN_JOBS, foreign, FOREIGN_USER, queueSeconds, listed, polls);
            System.out.printf(Locale.ROOT, "  poll (own jobs, nodes), no foreign jobs      median %7.1f ms%n", Median.of(before));
            System.out.printf(Locale.ROOT, "  poll (own jobs, nodes), %5d foreign jobs   median %7.1f ms%n", foreign, Median.of(after));
            System.out.printf(Locale.ROOT, "  ratio                                               %7.2f%n",
                    Median.of(after) / Median.of(before));
            System.out.printf(Locale.ROOT, "  the previous poll (one squeue --user --jobs): %.1f ms without, %.1f ms with (%.2fx)%n",
                    Median.of(idOnlyBefore), Median.of(idOnlyAfter), Median.of(idOnlyAfter) / Median.of(idOnlyBefore));
        }
    }

    /** Alternates the poll and the id-only poll, so load on the shared machine falls on both alike. */
    private static void measure(LocalSlurmCluster cluster, SlurmCommands slurm, List<Long> own, String user,
            double[] poll, double[] idOnly) {
        for (int i = -2; i < poll.length; i++) {
            long t0 = System.nanoTime();
            int seen = slurm.jobs(own, Optional.of(user)).size();
            slurm.nodes(LocalSlurmCluster.PARTITION);
            long t1 = System.nanoTime();
            int seenById = previousPoll(cluster, own, user);
            slurm.nodes(LocalSlurmCluster.PARTITION);
            long t2 = System.nanoTime();
            if (seen != own.size() || seenById != own.size()) {
                throw new IllegalStateException("the poll saw " + seen + " and " + seenById + " of the provider's "
                        + own.size() + " jobs");
            }
            if (i >= 0) {
                poll[i] = (t1 - t0) / 1e6;
                idOnly[i] = (t2 - t1) / 1e6;
            }
        }
    }

    /**
     * The poll before: one {@code squeue --states=all --user=USER --jobs=ID,...} (as text; slurmctld sends squeue
     * every job it holds, which squeue filters).
     */
    private static int previousPoll(LocalSlurmCluster cluster, List<Long> own, String user) {
        String squeue = cluster.installation().bin().map(b -> b.resolve("squeue").toString()).orElse("squeue");
        String ids = own.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(","));
        try {
            return (int) run(cluster, List.of(squeue, "--states=all", "--noheader", "--format=%i", "--user=" + user,
                    "--jobs=" + ids)).lines().filter(l -> own.contains(Long.parseLong(l.strip()))).count();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Queues {@code count} held one-CPU jobs of {@value #FOREIGN_USER}, four {@code sbatch} at a time. */
    private static void queueForeign(LocalSlurmCluster cluster, SlurmInstallation installation, int count)
            throws Exception {
        String sbatch = installation.bin().map(b -> b.resolve("sbatch").toString()).orElse("sbatch");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                String name = "foreign-" + i;
                done.add(pool.submit(() -> {
                    run(cluster, List.of(sbatch, "--parsable", "--hold", "--uid=" + FOREIGN_USER,
                            "--partition=" + LocalSlurmCluster.PARTITION, "--ntasks=1", "--time=1", "--chdir=/tmp",
                            "--output=/dev/null", "--job-name=" + name, "--wrap=true"));
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static String run(LocalSlurmCluster cluster, List<String> command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("SLURM_CONF", cluster.slurmConf().toString());
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + out.strip());
        }
        return out;
    }
}
