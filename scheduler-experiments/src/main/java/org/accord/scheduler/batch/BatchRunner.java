package org.accord.scheduler.batch;

import java.util.List;
import java.util.Objects;

/**
 * Runs one experiment: read the grid, replay every point on all threads, collect the rows in a
 * deterministic order, report. The wall time covers read, replay and collect.
 *
 * <pre>{@code
 * ExperimentResult result = new BatchRunner(Progress.NONE, List.of(result -> System.out.println(result.rows())))
 *         .run(ExperimentRegistry.named("edd"), BatchSettings.defaults());
 * }</pre>
 */
public final class BatchRunner {
    private final Progress progress;
    private final List<Reporter> reporters;

    /** A runner showing {@code progress} and handing each result to {@code reporters}, in order. */
    public BatchRunner(Progress progress, List<Reporter> reporters) {
        this.progress = Objects.requireNonNull(progress, "progress must not be null");
        this.reporters = List.copyOf(reporters);
    }

    /** Reads, replays, collects and reports {@code experiment} with {@code settings}. */
    public <P> ExperimentResult run(Experiment<P> experiment, BatchSettings settings) {
        checkParameters(experiment, settings);
        long started = System.nanoTime();
        Grid<P> grid = experiment.read(settings);
        RowCollector collector = new RowCollector(grid.size());
        new ParallelReplay(settings.threads(), progress)
                .replay(experiment.name(), grid, experiment, settings.seed(), collector);
        List<Row> rows = collector.rows(experiment.layout().order());
        double wallSeconds = (System.nanoTime() - started) / 1e9;
        ExperimentResult result = new ExperimentResult(experiment.name(), grid.input(), settings.seed(),
                wallSeconds, rows, experiment.layout());
        reporters.forEach(reporter -> reporter.report(result));
        return result;
    }

    private static void checkParameters(Experiment<?> experiment, BatchSettings settings) {
        List<String> known = experiment.parameters().stream().map(BatchParameter::name).toList();
        for (String name : settings.parameters().keySet()) {
            if (!known.contains(name)) {
                throw new BatchException("unknown setting '" + name + "' for " + experiment.name() + "; known: "
                        + (known.isEmpty() ? "none" : String.join(", ", known)));
            }
        }
    }
}
