package org.accord.benchmark.scheduler;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import org.accord.benchmark.Median;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.simulation.Simulation;
import org.accord.scheduler.simulation.SimulationResult;
import org.accord.scheduler.sla.SlaJob;
import org.accord.scheduler.workload.SlaAssignment;
import org.accord.scheduler.workload.SlaAssignmentSettings;
import org.accord.scheduler.workload.SwfJobs;
import org.accord.scheduler.workload.SwfReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * LibraSLA admission throughput while replaying the whole cleaned SDSC SP2 trace (59,715 jobs, SLAs assigned
 * with the paper's defaults and seed 42, arrivals as recorded) on the 128-node SP2 record, against the Libra
 * best-fit policy on the same replay. Prints, per policy, the median over the runs of: the replay's wall time,
 * the replay thread's CPU time (the replay is single-threaded, so this is its cost on one core even on a busy
 * machine), admission decisions per second of time spent deciding, and jobs replayed per wall-clock second; then the
 * LibraSLA/Libra ratios; then the latency on a live record of a real cluster's size ({@link LiveAdmissionBenchmark}).
 * Usage: {@code AdmissionBenchmark [runs]} (default 5, after one warm-up run each).
 */
public final class AdmissionBenchmark {
    private AdmissionBenchmark() {
    }

    /** {@code ./accord bench admission [RUNS]}: the typed arguments, with {@code --help}. */
    @Command(name = "admission", mixinStandardHelpOptions = true,
            description = "LibraSLA replaying the whole SDSC SP2 trace on 128 nodes vs Libra best fit; then admission latency"
                    + " with 10,000 live agreements on 1,024 nodes")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "RUNS", defaultValue = "5",
                description = "replays per policy, median taken (default: ${DEFAULT-VALUE})")
        int runs;

        @Override
        public void run() {
            benchmark(runs);
        }
    }

    static void benchmark(int runs) {
        List<SlaJob> jobs = new SlaAssignment(SlaAssignmentSettings.paperDefaults(), 42)
                .assign(SwfJobs.of(SwfReader.sdscSp2()));
        Cluster cluster = Cluster.sdscSp2();
        System.out.printf(Locale.ROOT, "SDSC SP2 replay: %d jobs, %d nodes, %d runs per policy (median)%n",
                jobs.size(), cluster.nodes().size(), runs);
        Figures librasla = measure("librasla", jobs, cluster, runs);
        Figures libra = measure("libra", jobs, cluster, runs);
        System.out.printf(Locale.ROOT, "%-10s %12s %12s %18s %16s %10s%n", "policy", "replay (s)", "cpu (s)",
                "decisions/s", "jobs/s (wall)", "accepted");
        librasla.print();
        libra.print();
        System.out.printf(Locale.ROOT, "ratio librasla/libra: replay time %.2f, decisions/s %.2f%n",
                librasla.wallSeconds / libra.wallSeconds, librasla.decisionsPerSecond / libra.decisionsPerSecond);
        System.out.printf(Locale.ROOT, "target: whole trace under 5 s on one core -> %s (cpu %.3f s, wall %.3f s)%n",
                librasla.cpuSeconds < 5 ? "met" : "missed", librasla.cpuSeconds, librasla.wallSeconds);
        System.out.println();
        LiveAdmissionBenchmark.benchmark();
    }

    private static Figures measure(String name, List<SlaJob> jobs, Cluster cluster, int runs) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] wall = new double[runs];
        double[] cpu = new double[runs];
        double[] rate = new double[runs];
        int accepted = 0;
        for (int r = -1; r < runs; r++) {
            TimedPolicy policy = new TimedPolicy(PolicyRegistry.create(name));
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            SimulationResult result = Simulation.run(jobs, policy, cluster);
            long t1 = System.nanoTime();
            long c1 = threads.getCurrentThreadCpuTime();
            if (r >= 0) {
                wall[r] = (t1 - t0) / 1e9;
                cpu[r] = (c1 - c0) / 1e9;
                rate[r] = policy.decisions / (policy.nanos / 1e9);
                accepted = result.metrics().jobsAccepted();
            }
        }
        return new Figures(name, Median.of(wall), Median.of(cpu), Median.of(rate), jobs.size() / Median.of(wall), accepted);
    }

    private record Figures(String policy, double wallSeconds, double cpuSeconds, double decisionsPerSecond,
                           double jobsPerSecond, int accepted) {
        void print() {
            System.out.printf(Locale.ROOT, "%-10s %12.3f %12.3f %18.0f %16.0f %10d%n", policy, wallSeconds, cpuSeconds,
                    decisionsPerSecond, jobsPerSecond, accepted);
        }
    }

    /** Counts decisions and the time spent in them; one instance per single-threaded run. */
    private static final class TimedPolicy implements AdmissionPolicy {
        private final AdmissionPolicy delegate;
        long decisions;
        long nanos;

        TimedPolicy(AdmissionPolicy delegate) {
            this.delegate = delegate;
        }

        @Override
        public String name() {
            return delegate.name();
        }

        @Override
        public AdmissionDecision evaluate(SlaJob job, RecordView view, double now) {
            long t0 = System.nanoTime();
            AdmissionDecision decision = delegate.evaluate(job, view, now);
            nanos += System.nanoTime() - t0;
            decisions++;
            return decision;
        }

        @Override
        public ShareRule shareRule() {
            return delegate.shareRule();
        }
    }
}
