package org.accord.scheduler.batch;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * How an experiment's rows are presented.
 *
 * @param order   the final row order, applied as a stable sort after the rows are gathered in grid order
 *                (so rows it ranks equal stay in grid order); {@link #GRID_ORDER} keeps grid order
 * @param columns the columns the console and Markdown tables show, in order; empty for all (CSV and JSON
 *                always hold every column)
 * @param charts  the charts to draw
 */
public record ReportLayout(Comparator<Row> order, List<String> columns, List<ChartSpec> charts) {

    /** Keeps rows in grid order, and within a point in the order the point returned them. */
    public static final Comparator<Row> GRID_ORDER = (a, b) -> 0;

    public ReportLayout {
        Objects.requireNonNull(order, "row order must not be null");
        columns = List.copyOf(columns);
        charts = List.copyOf(charts);
    }
}
