package org.accord.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.ExperimentResult;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportersTest {

    @TempDir
    Path dir;

    private static ExperimentResult result(List<String> tableColumns) {
        ChartSpec chart = new ChartSpec("utility", "Utility vs load", "load", "Load", "utility", "Utility",
                r -> true, r -> r.text("policy"), false);
        List<Row> rows = List.of(
                Row.of("policy", "librasla").with("load", 0.005).with("utility", 1234567.891).with("jobs", 12),
                Row.of("policy", "libra").with("load", 0.005).with("utility", 0.123456).with("jobs", 7),
                Row.of("policy", "librasla").with("load", 0.01).with("utility", 2.5).with("jobs", 9),
                Row.of("policy", "min(TF + w*NCPU), \"x\"").with("load", 0.01).with("note", "a|b"));
        return new ExperimentResult("demo", "SDSC-SP2.swf", 42, 1.25, rows,
                new ReportLayout(ReportLayout.GRID_ORDER, tableColumns, List.of(chart)));
    }

    @Test
    void csvHoldsEveryColumnAtFullPrecisionAndQuotesWhereNeeded() throws IOException {
        new CsvReporter(dir).report(result(List.of()));

        assertThat(Files.readString(dir.resolve("demo.csv"))).isEqualTo("""
                policy,load,utility,jobs,note
                librasla,0.005,1234567.891,12,
                libra,0.005,0.123456,7,
                librasla,0.01,2.5,9,
                "min(TF + w*NCPU), ""x\""",0.01,,,a|b
                """);
    }

    @Test
    void markdownShowsTheChosenColumnsReadablyAndLinksTheCharts() throws IOException {
        new MarkdownReporter(dir).report(result(List.of("policy", "utility", "note")));

        assertThat(Files.readString(dir.resolve("demo.md"))).isEqualTo("""
                # demo

                Trace: SDSC-SP2.swf. Seed: 42. Wall time: 1.3 s.

                | policy | utility | note |
                | --- | --- | --- |
                | librasla | 1234568 |  |
                | libra | 0.1235 |  |
                | librasla | 2.5 |  |
                | min(TF + w*NCPU), "x" |  | a\\|b |

                ![Utility vs load](utility.png)
                """);
    }

    @Test
    void jsonIsTheDesignDocumentShape() throws IOException {
        new JsonReporter(dir).report(result(List.of()));

        JsonNode json = new ObjectMapper().readTree(dir.resolve("demo.json").toFile());
        assertThat(json.fieldNames()).toIterable()
                .containsExactly("experiment", "trace", "seed", "wallSeconds", "rows");
        assertThat(json.get("experiment").asText()).isEqualTo("demo");
        assertThat(json.get("seed").asLong()).isEqualTo(42);
        assertThat(json.get("wallSeconds").asDouble()).isEqualTo(1.25);
        assertThat(json.get("rows")).hasSize(4);
        assertThat(json.get("rows").get(0).get("utility").asDouble()).isEqualTo(1234567.891);
        assertThat(json.get("rows").get(1).get("jobs").asInt()).isEqualTo(7);
    }

    @Test
    void chartIsAPngFile() throws IOException {
        new ChartReporter(dir).report(result(List.of()));

        byte[] png = Files.readAllBytes(dir.resolve("utility.png"));
        assertThat(png.length).isGreaterThan(1000);
        assertThat(new String(png, 1, 3, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("PNG");
    }

    @Test
    void chartWithManySeriesStacksItsLegendAndGrowsToShowEveryEntry() throws IOException {
        ChartSpec five = new ChartSpec("five", "Five lines", "load", "Load", "utility", "Utility",
                r -> true, r -> "a long series name number " + (long) r.number("line"), false);
        List<Row> rows = new java.util.ArrayList<>();
        for (int line = 0; line < 5; line++) {
            rows.add(Row.of("load", 1).with("utility", line).with("line", line));
            rows.add(Row.of("load", 2).with("utility", line + 1).with("line", line));
        }
        ChartSpec two = new ChartSpec("two", "Two lines", "load", "Load", "utility", "Utility",
                r -> r.number("line") < 2, r -> "line " + (long) r.number("line"), false);
        ExperimentResult result = new ExperimentResult("demo", "t", 1, 0, rows,
                new ReportLayout(ReportLayout.GRID_ORDER, List.of(), List.of(five, two)));

        new ChartReporter(dir).report(result);

        assertThat(javax.imageio.ImageIO.read(dir.resolve("two.png").toFile()).getHeight()).isEqualTo(460);
        assertThat(javax.imageio.ImageIO.read(dir.resolve("five.png").toFile()).getHeight()).isGreaterThan(460 + 4 * 15);
    }

    @Test
    void chartWithNoRowsIsNotDrawn() {
        ChartSpec none = new ChartSpec("empty", "Nothing", "load", "Load", "utility", "Utility",
                r -> false, r -> "x", true);
        ExperimentResult result = new ExperimentResult("demo", "t", 1, 0, List.of(Row.of("load", 1)),
                new ReportLayout(ReportLayout.GRID_ORDER, List.of(), List.of(none)));

        new ChartReporter(dir).report(result);

        assertThat(dir.resolve("empty.png")).doesNotExist();
    }

    @Test
    void consoleTableAlignsNumbersRight() {
        String table = TextTable.render(result(List.of("policy", "jobs")));

        assertThat(table.lines()).containsExactly(
                "policy                 jobs",
                "---------------------  ----",
                "librasla                 12",
                "libra                     7",
                "librasla                  9",
                "min(TF + w*NCPU), \"x\"");
    }
}
