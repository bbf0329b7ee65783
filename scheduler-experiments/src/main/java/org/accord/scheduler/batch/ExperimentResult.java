package org.accord.scheduler.batch;

import java.util.List;
import java.util.Objects;

/**
 * A finished run: the fields of the {@code --json} document ({@code experiment}, {@code trace}, {@code seed},
 * {@code wallSeconds}, {@code rows}) and the layout the reporters present it with.
 *
 * @param experiment  the experiment's stable name
 * @param trace       what the grid was read from (trace file names, or the generator)
 * @param seed        the run seed
 * @param wallSeconds wall-clock seconds of read, replay and collect
 * @param rows        every row, in the layout's order
 * @param layout      how to present the rows
 */
public record ExperimentResult(String experiment, String trace, long seed, double wallSeconds, List<Row> rows,
                               ReportLayout layout) {

    public ExperimentResult {
        Objects.requireNonNull(experiment, "experiment must not be null");
        Objects.requireNonNull(trace, "trace must not be null");
        Objects.requireNonNull(layout, "layout must not be null");
        rows = List.copyOf(rows);
        if (!(wallSeconds >= 0)) {
            throw new IllegalArgumentException("wall seconds must not be negative: " + wallSeconds);
        }
    }

    /** The columns of the rows, in first-seen order. */
    public List<String> allColumns() {
        java.util.LinkedHashSet<String> columns = new java.util.LinkedHashSet<>();
        rows.forEach(r -> columns.addAll(r.values().keySet()));
        return List.copyOf(columns);
    }

    /** The columns the tables show: the layout's, or all. */
    public List<String> tableColumns() {
        return layout.columns().isEmpty() ? allColumns() : layout.columns();
    }
}
