package org.accord.benchmark.scheduler;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.plan.Hours;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.ResourceRecord;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * Admission latency on a real cluster's size: a record of {@value #NODES} nodes of {@value #CPUS} CPUs holding
 * {@value #LIVE} live agreements (a Slurm partition as a provider reads it), then {@value #PROBES} further offers,
 * each decided and placed under the record's exclusive lock as a provider's create does. Prints, per policy, the
 * median and the 99th percentile of one decision, and the same figures on the 128-node, 1,000-agreement record
 * measured in the same run as the baseline. The target is a p99 of at most {@value #TARGET_MILLIS} ms.
 *
 * <p>{@code fcfs} (the policy the slurm backend runs) answers an offer that does not fit now with a bid, which
 * the provider refuses; it counts as a decision here like a rejection.
 *
 * <p>The workload comes from a seeded generator (seed 42): 1-8 processors, 1-24 hour run times, deadlines of
 * 1.5-4 times the run time, 20% HARD, budgets and penalty rates proportional to the run time. Run times are long
 * enough that nothing finishes while the probes are decided, so every decision sees all live agreements.
 */
public final class LiveAdmissionBenchmark {
    static final int NODES = 1024;
    static final int CPUS = 32;
    static final int LIVE = 10_000;
    static final int PROBES = 2_000;
    static final double TARGET_MILLIS = 5;
    private static final List<String> POLICIES = List.of("librasla", "libra");
    /** The policies the slurm backend accepts (whole cores per job). */
    private static final List<String> SLURM_POLICIES = List.of("fcfs", "greedy-backfilling");
    /** Widest job of the slurm rows: 10,000 live jobs of 1-4 CPUs (25,000 on average) fit 32,768 exclusive cores. */
    static final int SLURM_MAX_CPUS = 4;

    private LiveAdmissionBenchmark() {
    }

    /** Measures and prints the figures (run by {@code ./accord bench admission} after its replay). */
    static void benchmark() {
        System.out.printf(Locale.ROOT, "Live admission: %d agreements on %d nodes x %d CPUs, then %d offers decided"
                + " and placed (baseline: %d agreements on 128 nodes)%n", LIVE, NODES, CPUS, PROBES, LIVE / 10);
        System.out.printf(Locale.ROOT, "%-29s %8s %12s %12s %14s %14s %8s%n", "policy", "live", "median (ms)",
                "p99 (ms)", "base median", "base p99", "p99 ok");
        boolean allMet = true;
        for (String policy : POLICIES) {
            Latency big = measure(policy, NODES, CPUS, LIVE, 8);
            Latency base = measure(policy, 128, CPUS, LIVE / 10, 8);
            allMet &= row(policy, big, base);
        }
        System.out.printf(Locale.ROOT, "Slurm backend record: the same %d nodes x %d CPUs as %d one-CPU slots (each core"
                + " one slot, as the slurm backend builds it), %d agreements of 1-%d CPUs (baseline: %d agreements on"
                + " 128 x %d slots)%n", NODES, CPUS, NODES * CPUS, LIVE, SLURM_MAX_CPUS, LIVE / 10, CPUS);
        for (String policy : SLURM_POLICIES) {
            Latency big = measure(policy, NODES * CPUS, 1, LIVE, SLURM_MAX_CPUS);
            Latency base = measure(policy, 128 * CPUS, 1, LIVE / 10, SLURM_MAX_CPUS);
            allMet &= row("slurm " + policy, big, base);
        }
        System.out.printf(Locale.ROOT, "target: p99 <= %.0f ms with %d live agreements on %d nodes -> %s%n",
                TARGET_MILLIS, LIVE, NODES, allMet ? "met" : "missed");
    }

    private static boolean row(String name, Latency big, Latency base) {
        boolean met = big.p99Millis <= TARGET_MILLIS;
        System.out.printf(Locale.ROOT, "%-29s %8d %12.3f %12.3f %14.3f %14.3f %8s%n", name, big.live,
                big.medianMillis, big.p99Millis, base.medianMillis, base.p99Millis, met ? "yes" : "NO");
        return met;
    }

    /** Fills a record with {@code live} admitted agreements, then times {@value #PROBES} more decisions. */
    static Latency measure(String policyName, int nodes, int cpusPerNode, int live, int maxCpus) {
        AdmissionPolicy policy = PolicyRegistry.create(policyName);
        ResourceRecord record = new ResourceRecord(Cluster.homogeneous(nodes, cpusPerNode, 1), policy.shareRule());
        SplittableRandom random = new SplittableRandom(42);
        int admitted = 0;
        for (int i = 0; admitted < live && i < live * 4; i++) {
            admitted += decide(record, policy, offer("live-" + i, random, maxCpus)) >= 0 ? 1 : 0;
        }
        if (admitted < live) {
            throw new IllegalStateException(policyName + " admitted only " + admitted + " of " + live
                    + " live agreements on " + nodes + " nodes");
        }
        for (int i = 0; i < PROBES / 4; i++) {
            decide(record, policy, offer("warm-" + i, random, maxCpus));
        }
        double[] millis = new double[PROBES];
        for (int i = 0; i < PROBES; i++) {
            long t0 = System.nanoTime();
            decide(record, policy, offer("probe-" + i, random, maxCpus));
            millis[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(millis);
        return new Latency(record.admittedCount(), millis[PROBES / 2], millis[(int) Math.ceil(PROBES * 0.99) - 1]);
    }

    /** Decides and places one offer atomically; returns the number of nodes taken, or -1 when rejected. */
    private static int decide(ResourceRecord record, AdmissionPolicy policy, SlaJob job) {
        return record.update(u -> {
            AdmissionDecision decision = policy.evaluate(job, u, u.clock());
            if (decision instanceof AdmissionDecision.Accepted accepted) {
                u.place(job, accepted.nodeIds(), accepted.dueTime());
                return accepted.nodeIds().size();
            }
            return -1;
        });
    }

    private static SlaJob offer(String id, SplittableRandom random, int maxCpus) {
        double runtime = Hours.toSeconds(1 + random.nextDouble() * 23);
        double deadline = runtime * (1.5 + random.nextDouble() * 2.5);
        DeadlineType type = random.nextDouble() < 0.2 ? DeadlineType.HARD : DeadlineType.SOFT;
        Sla sla = new Sla(type, deadline, runtime / 36, runtime / 3.6e5);
        return SlaJob.withSla(id, 0, runtime, 1 + random.nextInt(maxCpus), sla);
    }

    record Latency(int live, double medianMillis, double p99Millis) {
    }

}
