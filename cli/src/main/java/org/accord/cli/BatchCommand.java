package org.accord.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.accord.scheduler.SchedulerException;
import org.accord.scheduler.batch.BatchParameter;
import org.accord.scheduler.batch.BatchRunner;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.Progress;
import org.accord.scheduler.batch.Reporter;
import org.accord.scheduler.batch.experiment.ExperimentRegistry;
import org.accord.cli.report.ChartReporter;
import org.accord.cli.report.ConsoleProgress;
import org.accord.cli.report.CsvReporter;
import org.accord.cli.report.JsonReporter;
import org.accord.cli.report.MarkdownReporter;
import org.accord.cli.report.TextTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ./accord batch EXPERIMENT}: reproduces one paper's experiment and writes {@code EXPERIMENT.csv},
 * {@code .md}, {@code .json} and PNG charts into {@code --out}. Prints a readable table (or, with
 * {@code --json}, only the JSON document) on stdout, a progress bar on stderr when it is a terminal, and the
 * wall time last. Bad input (an unknown experiment, a missing or malformed trace) is one line on stderr and a
 * non-zero exit, never a stack trace.
 */
@Command(name = "batch", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Reproduces a paper's experiment: librasla, heuristics, edd or contract-net; librasla-sensitivity, heuristics-sensitivity and contract-net-sensitivity sweep what the papers leave open.")
final class BatchCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "EXPERIMENT", description = "librasla | librasla-sensitivity | heuristics | heuristics-sensitivity | edd | contract-net | contract-net-sensitivity")
    private String experiment;

    @Option(names = "--trace", paramLabel = "FILE",
            description = "SWF trace (.gz or plain) instead of the shipped one; repeat: one provider each (contract-net), one merged log (edd)")
    private List<Path> traces = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: results/EXPERIMENT)")
    private Path out;

    @Option(names = "--seed", paramLabel = "N", description = "run seed (default: ${DEFAULT-VALUE})",
            defaultValue = "" + BatchSettings.DEFAULT_SEED)
    private long seed;

    @Option(names = "--json", description = "print only the JSON document on stdout")
    private boolean json;

    @Option(names = "--sets", paramLabel = "N", description = "heuristics: workload sets per table (default 100)")
    private Integer sets;

    @Option(names = "--jobs", paramLabel = "N",
            description = "librasla: last N jobs (default 1000); edd, contract-net: at most N per window or provider")
    private Integer jobs;

    @Option(names = "--windows", paramLabel = "N", description = "edd: one-week windows averaged (default 30)")
    private Integer windows;

    @Option(names = "--reps", paramLabel = "N", description = "librasla: SLA assignments averaged per point (default 1)")
    private Integer reps;

    @Option(names = "--set", paramLabel = "NAME=VALUE",
            description = "an experiment's named setting (a parameter the paper leaves open); repeat; --settings lists them")
    private Map<String, String> named = new LinkedHashMap<>();

    @Option(names = "--settings", description = "list the experiment's named settings with defaults, then exit")
    private boolean listSettings;

    @Option(names = "--threads", paramLabel = "N", description = "worker threads (default: one per core)")
    private Integer threads;

    @Option(names = "--no-progress", description = "never draw the progress bar")
    private boolean noProgress;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        try {
            Experiment<?> chosen = ExperimentRegistry.named(experiment);
            if (listSettings) {
                stdout.print(settingsHelp(chosen));
                stdout.flush();
                return 0;
            }
            Path dir = out != null ? out : Path.of("results", experiment);
            ExperimentResult result = new BatchRunner(progress(), reporters(dir)).run(chosen, settings());
            stdout.print(json ? JsonReporter.render(result) + "\n" : summary(result, dir));
            stdout.flush();
            if (json) {
                stderr.printf("wall time: %.1f s%n", result.wallSeconds());
            }
            return 0;
        } catch (SchedulerException | IllegalArgumentException e) {
            stderr.println("accord batch: " + e.getMessage());
            return 1;
        }
    }

    private BatchSettings settings() {
        BatchSettings s = BatchSettings.defaults().withTraces(traces).withSeed(seed);
        for (Map.Entry<String, String> e : named.entrySet()) {
            s = s.withParameter(e.getKey(), e.getValue());
        }
        s = threads == null ? s : s.withThreads(threads);
        s = sets == null ? s : s.withSets(sets);
        s = jobs == null ? s : s.withJobs(jobs);
        s = reps == null ? s : s.withRepetitions(reps);
        return windows == null ? s : s.withWindows(windows);
    }

    private static String settingsHelp(Experiment<?> chosen) {
        StringBuilder out = new StringBuilder(chosen.name() + " settings (--set NAME=VALUE):\n");
        if (chosen.parameters().isEmpty()) {
            out.append("  none\n");
        }
        for (BatchParameter p : chosen.parameters()) {
            out.append(String.format("  %s (default %s)%n      %s%n", p.name(), p.defaultValue(), p.description()));
        }
        return out.toString();
    }

    private Progress progress() {
        return json || noProgress || System.console() == null ? Progress.NONE : new ConsoleProgress(System.err);
    }

    private static List<Reporter> reporters(Path dir) {
        return List.of(new CsvReporter(dir), new MarkdownReporter(dir), new JsonReporter(dir), new ChartReporter(dir));
    }

    private static String summary(ExperimentResult result, Path dir) {
        return String.format("%s on %s, seed %d%n%n%s%nwrote %s%nwall time: %.1f s%n", result.experiment(),
                result.trace(), result.seed(), TextTable.render(result), dir, result.wallSeconds());
    }
}
