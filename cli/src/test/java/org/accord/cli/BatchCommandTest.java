package org.accord.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return AccordCli.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    }

    /** A small SWF machine of {@code procs} processors with {@code jobs} jobs a minute apart. */
    private Path trace(String name, int jobs, int procs) throws IOException {
        StringBuilder swf = new StringBuilder("; MaxProcs: " + procs + "\n");
        for (int i = 1; i <= jobs; i++) {
            swf.append(i).append(' ').append(60 * (i - 1)).append(" 0 ").append(100 + 20 * i)
                    .append(" 1 -1 -1 1 200 -1 1 1 1 1 1 1 -1 -1\n");
        }
        return Files.writeString(dir.resolve(name), swf.toString());
    }

    private void assertCleanError() {
        assertThat(err.toString()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void listsAnExperimentsNamedSettingsWithTheirDefaults() {
        int exit = run("batch", "librasla", "--settings");

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("penalty-rate-scale (default 0.1)")
                .contains("budget-function (default processor-seconds)").contains("policies (default librasla-value)");
    }

    @Test
    void anUnknownSettingIsOneLineNamingItAndTheKnownOnes() throws IOException {
        int exit = run("batch", "librasla", "--trace", trace("t.swf", 20, 4).toString(), "--set", "penalty=2",
                "--out", dir.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("accord batch: unknown setting 'penalty' for librasla; known: "
                + "penalty-rate-scale, budget-function, series, policies");
        assertCleanError();
    }

    @Test
    void unknownExperimentNamesTheKnownOnes() {
        int exit = run("batch", "fig9", "--out", dir.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).isEqualTo("accord batch: unknown experiment 'fig9'; known: librasla, librasla-sensitivity, heuristics, "
                + "heuristics-sensitivity, edd, contract-net, contract-net-sensitivity" + System.lineSeparator());
        assertCleanError();
    }

    @Test
    void malformedTraceLineIsNamedByFileAndLine() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.swf"), "; MaxProcs: 4\n1 0 0 10 1 -1 -1 1 10 -1 1 1 1 1 1 1 -1 -1\n"
                + "2 5 0 ten 1 -1 -1 1 10 -1 1 1 1 1 1 1 -1 -1\n");

        int exit = run("batch", "edd", "--trace", bad.toString(), "--out", dir.resolve("out").toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).startsWith("accord batch: ").contains(bad + ":3");
        assertCleanError();
    }

    @Test
    void missingTraceFileIsNamed() {
        int exit = run("batch", "librasla", "--trace", dir.resolve("nowhere.swf").toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("trace file not found: " + dir.resolve("nowhere.swf"));
        assertCleanError();
    }

    @Test
    void outOfRangeOptionIsExplained() {
        int exit = run("batch", "heuristics", "--sets", "0");

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("sets must be at least 1: 0");
        assertCleanError();
    }

    @Test
    void malformedOptionShowsUsage() {
        int exit = run("batch", "edd", "--seed", "many");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("--seed").contains("Usage: accord batch");
    }

    @Test
    void jsonIsOneDocumentOfTheDesignShape() throws IOException {
        Path a = trace("alpha.swf", 6, 2);
        Path b = trace("beta.swf", 4, 3);

        int exit = run("batch", "contract-net", "--trace", a.toString(), "--trace", b.toString(), "--json",
                "--seed", "9", "--out", dir.resolve("out").toString());

        assertThat(exit).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.fieldNames()).toIterable()
                .containsExactly("experiment", "trace", "seed", "wallSeconds", "rows");
        assertThat(json.get("experiment").asText()).isEqualTo("contract-net");
        assertThat(json.get("trace").asText()).isEqualTo("alpha.swf, beta.swf (2 providers, 4-day windows from days 0, 4, 8, 12, mean)");
        assertThat(json.get("seed").asLong()).isEqualTo(9);
        assertThat(json.get("rows")).hasSize(12);
        assertThat(json.get("rows").get(0).fieldNames()).toIterable()
                .contains("policy", "bidTimePercent", "incentive", "meanResponseTime", "budgetSpent", "jobsOnTime",
                        "jobsLateProfitable", "jobsLateLoss");
        assertThat(json.get("rows").get(1).get("incentiveOverFcfsPercent").isNumber()).isTrue();
        assertThat(err.toString()).startsWith("wall time: ");
    }

    @Test
    void defaultOutputIsATableWithTheWallTimeLastAndEveryReportWritten() throws IOException {
        Path a = trace("alpha.swf", 6, 2);
        Path outDir = dir.resolve("out");

        int exit = run("batch", "edd", "--trace", a.toString(), "--windows", "1", "--out", outDir.toString());

        assertThat(exit).isZero();
        String[] lines = out.toString().split("\\R");
        assertThat(lines[0]).isEqualTo("edd on alpha.swf (1 one-week windows), seed 42");
        assertThat(out.toString()).contains("policy  machines  slackFactor").contains("ssl-pm");
        assertThat(lines[lines.length - 1]).matches("wall time: \\d+\\.\\d s");
        assertThat(outDir.resolve("edd.csv")).isNotEmptyFile();
        assertThat(outDir.resolve("edd.md")).isNotEmptyFile();
        assertThat(outDir.resolve("edd.json")).isNotEmptyFile();
        assertThat(outDir.resolve("fig1-6-rejected.png")).isNotEmptyFile();
    }
}
