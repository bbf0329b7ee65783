package org.accord.cli.report;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.Reporter;
import org.accord.scheduler.batch.Row;

/**
 * Writes {@code EXPERIMENT.csv} into a folder: a header of every column (first-seen order), then one line per
 * row at full precision (RFC 4180 quoting: fields holding a comma, quote or line break are quoted, quotes
 * doubled). A row without a column leaves its field empty.
 */
public final class CsvReporter implements Reporter {
    private final Path dir;

    public CsvReporter(Path dir) {
        this.dir = dir;
    }

    @Override
    public void report(ExperimentResult result) {
        OutputFiles.write(dir, result.experiment() + ".csv", render(result));
    }

    /** The CSV text. */
    public static String render(ExperimentResult result) {
        List<String> columns = result.allColumns();
        StringBuilder out = new StringBuilder(line(columns));
        for (Row row : result.rows()) {
            out.append(line(columns.stream().map(c -> row.has(c) ? String.valueOf(row.get(c)) : "").toList()));
        }
        return out.toString();
    }

    private static String line(List<String> fields) {
        return fields.stream().map(CsvReporter::quote).collect(Collectors.joining(",")) + "\n";
    }

    private static String quote(String field) {
        boolean plain = field.chars().noneMatch(ch -> ch == ',' || ch == '"' || ch == '\n' || ch == '\r');
        return plain ? field : '"' + field.replace("\"", "\"\"") + '"';
    }
}
