package org.accord.cli.report;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.Reporter;
import org.accord.scheduler.batch.Row;

/**
 * Writes {@code EXPERIMENT.md} into a folder: a heading, the trace, seed and wall time, then a Markdown table
 * of the layout's table columns with readable numbers (pipes in cells escaped), then links to the charts.
 */
public final class MarkdownReporter implements Reporter {
    private final Path dir;

    public MarkdownReporter(Path dir) {
        this.dir = dir;
    }

    @Override
    public void report(ExperimentResult result) {
        OutputFiles.write(dir, result.experiment() + ".md", render(result));
    }

    /** The Markdown text. */
    public static String render(ExperimentResult result) {
        List<String> columns = result.tableColumns();
        StringBuilder out = new StringBuilder("# " + result.experiment() + "\n\n");
        out.append(String.format("Trace: %s. Seed: %d. Wall time: %.1f s.%n%n",
                result.trace(), result.seed(), result.wallSeconds()));
        out.append(line(columns)).append(line(columns.stream().map(c -> "---").toList()));
        for (Row row : result.rows()) {
            out.append(line(columns.stream().map(c -> row.has(c) ? Cells.readable(row.get(c)) : "").toList()));
        }
        if (!result.layout().charts().isEmpty()) {
            out.append('\n');
            result.layout().charts().forEach(chart ->
                    out.append("![").append(chart.title()).append("](").append(chart.file()).append(".png)\n"));
        }
        return out.toString();
    }

    private static String line(List<String> cells) {
        return cells.stream().map(c -> c.replace("|", "\\|"))
                .collect(Collectors.joining(" | ", "| ", " |\n"));
    }
}
