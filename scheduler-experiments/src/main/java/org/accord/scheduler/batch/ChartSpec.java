package org.accord.scheduler.batch;

import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A line chart in the style of the papers' figures: one metric against the swept parameter, one line per
 * series (policy, urgency class, mean factor...).
 *
 * @param file    file name without extension, e.g. {@code fig2a-jobs-completed}
 * @param title   chart title, e.g. the paper's figure caption
 * @param xColumn column on the x axis
 * @param xTitle  x axis title
 * @param yColumn column on the y axis
 * @param yTitle  y axis title
 * @param include which rows the chart uses
 * @param series  the legend entry of a row; rows with the same entry form one line
 * @param logX    whether the x axis is logarithmic (the EDD paper's slack factors 1..1000)
 */
public record ChartSpec(String file, String title, String xColumn, String xTitle, String yColumn, String yTitle,
                        Predicate<Row> include, Function<Row, String> series, boolean logX) {

    public ChartSpec {
        if (file == null || !file.matches("[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException("chart file name must be letters, digits, '.', '_' or '-': " + file);
        }
        Objects.requireNonNull(title, "chart title must not be null");
        Objects.requireNonNull(xColumn, "chart x column must not be null");
        Objects.requireNonNull(xTitle, "chart x title must not be null");
        Objects.requireNonNull(yColumn, "chart y column must not be null");
        Objects.requireNonNull(yTitle, "chart y title must not be null");
        Objects.requireNonNull(include, "chart row filter must not be null");
        Objects.requireNonNull(series, "chart series function must not be null");
    }
}
