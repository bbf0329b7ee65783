package org.accord.cli.report;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.Row;

/**
 * An aligned plain-text table of a result's table columns, for the console: text left-aligned, numbers
 * right-aligned, a dashed rule under the header. A row without a column shows an empty cell.
 */
public final class TextTable {
    private TextTable() {
    }

    /** The table, one line per row plus header and rule, each line ending in a newline. */
    public static String render(ExperimentResult result) {
        List<String> columns = result.tableColumns();
        List<List<String>> cells = new ArrayList<>();
        cells.add(columns);
        result.rows().forEach(row -> cells.add(columns.stream().map(c -> cell(row, c)).toList()));
        int[] widths = widths(cells, columns.size());
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < cells.size(); r++) {
            out.append(line(cells.get(r), widths, r == 0 ? null : result.rows().get(r - 1), columns));
            if (r == 0) {
                out.append(rule(widths));
            }
        }
        return out.toString();
    }

    private static String cell(Row row, String column) {
        return row.has(column) ? Cells.readable(row.get(column)) : "";
    }

    private static int[] widths(List<List<String>> cells, int columns) {
        int[] widths = new int[columns];
        cells.forEach(line -> {
            for (int c = 0; c < columns; c++) {
                widths[c] = Math.max(widths[c], line.get(c).length());
            }
        });
        return widths;
    }

    private static String line(List<String> cells, int[] widths, Row row, List<String> columns) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            boolean numeric = row != null && row.has(columns.get(c)) && row.get(columns.get(c)) instanceof Number;
            String format = "%" + (numeric ? "" : "-") + widths[c] + "s";
            line.append(c == 0 ? "" : "  ").append(String.format(format, cells.get(c)));
        }
        return line.toString().stripTrailing() + "\n";
    }

    private static String rule(int[] widths) {
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
        }
        return rule + "\n";
    }
}
