package org.accord.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.accord.benchmark.intake.IntakeBenchmark;
import org.accord.benchmark.provider.FairnessBenchmark;
import org.accord.benchmark.provider.HostileOfferBenchmark;
import org.accord.benchmark.provider.InstancesBenchmark;
import org.accord.benchmark.provider.ProviderBenchmark;
import org.accord.benchmark.provider.ProviderRecoveryBenchmark;
import org.accord.benchmark.scheduler.AdmissionBenchmark;
import org.accord.benchmark.scheduler.HeuristicsBenchmark;
import org.accord.benchmark.store.StoreRecoveryBenchmark;
import org.accord.benchmark.store.StoreBenchmark;
import org.accord.benchmark.term.TermBenchmark;
import org.accord.benchmark.slurm.SlurmLatencyBenchmark;
import org.accord.benchmark.slurm.SlurmPollBenchmark;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord bench NAME [ARGS...]}: runs one of the project's benchmarks. Each benchmark lives in
 * the module whose code it measures (package {@code benchmark}) and prints its figures, the baseline it
 * measured in the same run and their ratio; this command only chooses it by a stable name.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Runs a benchmark by name and prints medians against a baseline measured in the same run.")
final class BenchCommand implements Runnable {

    /** The benchmarks by stable name. */
    enum Benchmark {
        TERMS("terms", "compiled term set vs a bare exp4j expression", TermBenchmark::main),
        ADMISSION("admission", "LibraSLA replaying the whole SDSC SP2 trace on 128 nodes vs Libra best fit;"
                + " then admission latency with 10,000 live agreements on 1,024 nodes",
                AdmissionBenchmark::main),
        HEURISTICS("heuristics", "Tables 1-2 weight sweeps vs an FCFS pack of the same sets",
                HeuristicsBenchmark::main),
        SLURM_LATENCY("slurm-latency", "acknowledged create -> Slurm job RUNNING vs bare sbatch -> RUNNING (local cluster)",
                args -> {
                    try {
                        SlurmLatencyBenchmark.main(args);
                    } catch (Exception e) {
                        throw new IllegalStateException("slurm-latency: " + e.getMessage(), e);
                    }
                }),
        SLURM_POLL("slurm-poll", "the slurm backend's poll with 5,000 held jobs of another user queued vs without (local cluster)",
                args -> {
                    try {
                        SlurmPollBenchmark.main(args);
                    } catch (Exception e) {
                        throw new IllegalStateException("slurm-poll: " + e.getMessage(), e);
                    }
                }),
        PROVIDER("provider", "SOAP calls over HTTP on 127.0.0.1 vs a bare CXF echo and the AgreementFactory port without logic",
                ProviderBenchmark::main),
        STORE("store", "CPU per agreement of the journaled store (create, two updates, flush into H2) vs plain writes"
                + " of the document", StoreBenchmark::main),
        RECOVERY("recovery", "the provider command ready again after kill -9 under the provider benchmark's creates"
                + " vs a fresh start", ProviderRecoveryBenchmark::main),
        STORE_RECOVERY("store-recovery", "opening the journaled store after its JVM was killed (journal replayed) vs"
                + " after a clean close", StoreRecoveryBenchmark::main),
        INTAKE("intake", "CPU per offer of the provider's offer intake (check and compact text) vs writing the offer",
                IntakeBenchmark::main),
        FAIRNESS("fairness", "issue #34's flood: bob's 8 creates while alice floods, and alice alone, with fair share vs"
                + " without", FairnessBenchmark::main),
        INSTANCES("instances", "creates/s of 1 and 2 provider instances over PostgreSQL vs the journaled H2 store; failover"
                + " time after kill -9 of the leader; admission latency with 10,000 live agreements (local PostgreSQL)",
                InstancesBenchmark::main),
        HOSTILE("hostile", "the 15,000-term offer of issue #18 refused vs a plain createAgreement",
                args -> {
                    try {
                        HostileOfferBenchmark.main(args);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });

        private final String benchName;
        private final String summary;
        private final Consumer<String[]> main;

        Benchmark(String benchName, String summary, Consumer<String[]> main) {
            this.benchName = benchName;
            this.summary = summary;
            this.main = main;
        }

        static Optional<Benchmark> named(String name) {
            return Arrays.stream(values()).filter(b -> b.benchName.equals(name)).findFirst();
        }

        static List<String> names() {
            return Arrays.stream(values()).map(b -> b.benchName).toList();
        }
    }

    @Parameters(index = "0", paramLabel = "NAME",
            description = "terms, admission, heuristics, slurm-latency, slurm-poll, provider, store, recovery, store-recovery, intake, fairness, instances, hostile")
    private String name;

    @Parameters(index = "1..*", paramLabel = "ARGS", description = "passed to the benchmark")
    private List<String> args = List.of();

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        Benchmark benchmark = Benchmark.named(name).orElseThrow(() -> new ParameterException(
                spec.commandLine(), "Unknown benchmark '" + name + "'; known: " + Benchmark.names()));
        benchmark.main.accept(args.toArray(String[]::new));
    }
}
