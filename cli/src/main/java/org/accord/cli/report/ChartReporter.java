package org.accord.cli.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.Reporter;
import org.accord.scheduler.batch.Row;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws each of the layout's {@link ChartSpec}s as a PNG line chart ({@code FILE.png}) in the style of the
 * papers' figures: white background, black axes, light grid, one line with its own marker per series,
 * points joined in x order, axis titles and a one-line legend under the plot (so it never hides a point). Rows lacking the x or y column are
 * skipped; a chart left without rows is not drawn. Runs headless.
 */
public final class ChartReporter implements Reporter {
    private static final Color[] COLORS = {new Color(0, 0, 160), new Color(190, 0, 0), new Color(0, 120, 0),
        Color.BLACK, new Color(140, 0, 140), new Color(200, 110, 0)};
    private static final Marker[] MARKERS = {SeriesMarkers.DIAMOND, SeriesMarkers.SQUARE, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.CIRCLE, SeriesMarkers.CROSS, SeriesMarkers.TRIANGLE_DOWN};
    private final Path dir;

    static {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /**
     * Up to this many series the legend is one row under the plot; more would run off the 640-pixel-wide
     * image (five contract-net-sensitivity lines did), so they are stacked one per line and the image grows.
     */
    private static final int HORIZONTAL_LEGEND_MAX = 3;
    private static final int LEGEND_LINE_PIXELS = 18;

    public ChartReporter(Path dir) {
        this.dir = dir;
    }

    @Override
    public void report(ExperimentResult result) {
        List<Runnable> writes = new ArrayList<>();
        for (ChartSpec spec : result.layout().charts()) {
            Map<String, List<Row>> series = series(result.rows(), spec);
            if (!series.isEmpty()) {
                XYChart chart = chart(spec, series);
                Path file = OutputFiles.folder(dir).resolve(spec.file() + ".png");
                writes.add(() -> write(chart, file));
            }
        }
        // Each chart renders into its own image: PNG encoding, the slow part, runs on all cores.
        writes.parallelStream().forEach(Runnable::run);
    }

    private static Map<String, List<Row>> series(List<Row> rows, ChartSpec spec) {
        Map<String, List<Row>> series = new LinkedHashMap<>();
        rows.stream().filter(r -> r.has(spec.xColumn()) && r.has(spec.yColumn())).filter(spec.include())
                .forEach(row -> series.computeIfAbsent(spec.series().apply(row), k -> new ArrayList<>()).add(row));
        return series;
    }

    private static XYChart chart(ChartSpec spec, Map<String, List<Row>> series) {
        boolean stacked = series.size() > HORIZONTAL_LEGEND_MAX;
        int height = stacked ? 460 + LEGEND_LINE_PIXELS * series.size() : 460;
        XYChart chart = new XYChartBuilder().width(640).height(height).title(spec.title())
                .xAxisTitle(spec.xTitle()).yAxisTitle(spec.yTitle()).build();
        style(chart, spec);
        if (stacked) {
            chart.getStyler().setLegendLayout(Styler.LegendLayout.Vertical);
        }
        int i = 0;
        for (Map.Entry<String, List<Row>> line : series.entrySet()) {
            List<Row> points = new ArrayList<>(line.getValue());
            points.sort(Comparator.comparingDouble(r -> r.number(spec.xColumn())));
            double[] x = points.stream().mapToDouble(r -> r.number(spec.xColumn())).toArray();
            double[] y = points.stream().mapToDouble(r -> r.number(spec.yColumn())).toArray();
            XYSeries s = chart.addSeries(line.getKey(), x, y);
            s.setMarker(MARKERS[i % MARKERS.length]).setMarkerColor(COLORS[i % COLORS.length])
                    .setLineColor(COLORS[i % COLORS.length]).setLineStyle(new BasicStroke(1.5f));
            i++;
        }
        return chart;
    }

    private static void style(XYChart chart, ChartSpec spec) {
        var styler = chart.getStyler();
        styler.setChartBackgroundColor(Color.WHITE).setPlotBackgroundColor(Color.WHITE)
                .setPlotBorderColor(Color.BLACK).setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal).setLegendBorderColor(Color.BLACK).setChartTitleBoxVisible(false).setMarkerSize(8);
        styler.setPlotGridLinesColor(new Color(220, 220, 220));
        styler.setAxisTickMarksColor(Color.BLACK).setXAxisLogarithmic(spec.logX());
        styler.setXAxisDecimalPattern("0.###").setYAxisDecimalPattern("#,##0.###");
    }

    private static void write(XYChart chart, Path file) {
        try (OutputStream out = Files.newOutputStream(file)) {
            BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new BatchException("cannot write chart " + file + ": " + e.getMessage(), e);
        }
    }
}
