package org.accord.cli;

import java.util.List;

import org.accord.benchmark.intake.IntakeBenchmark;
import org.accord.benchmark.provider.FairnessBenchmark;
import org.accord.benchmark.provider.HostileOfferBenchmark;
import org.accord.benchmark.provider.InstancesBenchmark;
import org.accord.benchmark.provider.ProviderBenchmark;
import org.accord.benchmark.provider.ProviderRecoveryBenchmark;
import org.accord.benchmark.scheduler.AdmissionBenchmark;
import org.accord.benchmark.scheduler.HeuristicsBenchmark;
import org.accord.benchmark.slurm.SlurmLatencyBenchmark;
import org.accord.benchmark.slurm.SlurmPollBenchmark;
import org.accord.benchmark.store.StoreBenchmark;
import org.accord.benchmark.store.StoreRecoveryBenchmark;
import org.accord.benchmark.term.TermBenchmark;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord bench NAME [ARGS...]}: runs one of the project's benchmarks, each a subcommand with typed
 * arguments and {@code --help} ({@code Arguments} in the benchmark's class, module {@code benchmarks}). Each prints
 * its figures, the baseline it measured in the same run and their ratio; this command only chooses it by a stable
 * name.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Runs a benchmark by name and prints medians against a baseline measured in the same run;"
                + " ./accord bench NAME --help describes its arguments.",
        subcommands = {
                TermBenchmark.Arguments.class,
                AdmissionBenchmark.Arguments.class,
                HeuristicsBenchmark.Arguments.class,
                SlurmLatencyBenchmark.Arguments.class,
                SlurmPollBenchmark.Arguments.class,
                ProviderBenchmark.Arguments.class,
                StoreBenchmark.Arguments.class,
                ProviderRecoveryBenchmark.Arguments.class,
                StoreRecoveryBenchmark.Arguments.class,
                IntakeBenchmark.Arguments.class,
                FairnessBenchmark.Arguments.class,
                InstancesBenchmark.Arguments.class,
                HostileOfferBenchmark.Arguments.class})
final class BenchCommand implements Runnable {

    /** A name that is none of the subcommands' (they are tried first). */
    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", hidden = true)
    private String name;

    @Spec
    private CommandSpec spec;

    /** Reached only without a benchmark's name or with an unknown one. */
    @Override
    public void run() {
        List<String> known = List.copyOf(spec.subcommands().keySet());
        throw new ParameterException(spec.commandLine(), name == null
                ? "Missing benchmark name; known: " + known
                : "Unknown benchmark '" + name + "'; known: " + known);
    }

    /**
     * The arguments with a {@code --} right after {@code bench NAME} dropped: benchmarks once took their options
     * after one ({@code ./accord bench provider -- --calls 1000}), and commands written that way still run.
     */
    static String[] withoutSeparator(String[] args) {
        if (args.length > 2 && args[0].equals("bench") && args[2].equals("--")) {
            String[] rest = new String[args.length - 1];
            rest[0] = args[0];
            rest[1] = args[1];
            System.arraycopy(args, 3, rest, 2, args.length - 3);
            return rest;
        }
        return args;
    }
}
