package org.accord.scheduler.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class SwfReaderTest {
    private static final String TRACE = """
            ; Version: 2.2
            ; MaxNodes: 128
            ; MaxProcs: 64
            ;
                1   0  5  100  4  95.5  -1  8  200  -1  1  3  2  -1  1  -1  -1  -1
                7  60  0   -1 -1  -1    -1  2   50  -1  5  4  2  -1  1  -1  -1  -1
            """;

    private static SwfTrace read(String text) {
        return SwfReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), "test.swf");
    }

    @Test
    void readsAllEighteenFieldsAndTheHeader() {
        SwfTrace trace = read(TRACE);
        assertThat(trace.machineSize()).isEqualTo(64);
        assertThat(trace.headerValue("Version")).contains("2.2");
        assertThat(trace.records()).containsExactly(
                new SwfRecord(1, 0, 5, 100, 4, 95.5, -1, 8, 200, -1, 1, 3, 2, -1, 1, -1, -1, -1),
                new SwfRecord(7, 60, 0, -1, -1, -1, -1, 2, 50, -1, 5, 4, 2, -1, 1, -1, -1, -1));
    }

    @Test
    void readsGzipRecognisedByContentNotName() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(TRACE.getBytes(StandardCharsets.US_ASCII));
        }
        SwfTrace trace = SwfReader.read(new ByteArrayInputStream(bytes.toByteArray()), "plain-name.swf");
        assertThat(trace.records()).hasSize(2);
    }

    @Test
    void machineSizeFallsBackToMaxNodesThenToTheWidestJob() {
        assertThat(read(TRACE.replace("; MaxProcs: 64\n", "")).machineSize()).isEqualTo(128);
        assertThat(read(TRACE.replace("; MaxProcs: 64\n", "").replace("; MaxNodes: 128\n", "")).machineSize()).isEqualTo(8);
    }

    @Test
    void malformedLineNamesFileAndLine() {
        assertThatThrownBy(() -> read(TRACE + "9 1 2 3\n"))
                .isInstanceOf(TraceFormatException.class)
                .hasMessage("test.swf:7: expected 18 fields, found 4");
        assertThatThrownBy(() -> read(TRACE.replace("100  4", "1x0  4")))
                .hasMessage("test.swf:5: field 4 (run time) is not a number: '1x0'");
        assertThatThrownBy(() -> read(TRACE.replace("100  4", "100  4.5")))
                .hasMessage("test.swf:5: field 5 (allocated processors) must be a whole number: '4.5'");
    }

    @Test
    void convertsRecordsWithTheRequestedProcessorsAndUnknownRunTimesAsTenSeconds() {
        List<SlaJob> jobs = SwfJobs.of(read(TRACE));
        assertThat(jobs).containsExactly(SlaJob.bestEffort("1", 0, 100, 8), SlaJob.bestEffort("7", 60, 10, 2));
    }

    @Test
    void reproducesThePublishedStatisticsOfTheLastThousandSdscSp2Jobs() {
        SwfTrace trace = SwfReader.sdscSp2();
        assertThat(trace.records()).hasSize(59_715);
        assertThat(trace.machineSize()).isEqualTo(128);
        TraceStatistics stats = TraceStatistics.of(SwfJobs.of(trace.last(1000)));
        assertThat(stats.meanInterArrivalTime()).isCloseTo(2276, within(0.5));
        assertThat(stats.meanRuntime()).isCloseTo(10610, within(1.0));
        assertThat(stats.meanProcessors()).isCloseTo(18.33, within(0.005));
        double rawRuntime = trace.last(1000).stream().mapToLong(SwfRecord::runTime).average().orElseThrow();
        assertThat(rawRuntime).isCloseTo(10609.8, within(0.05));
    }

    @Test
    void missingResourceIsReportedByName() {
        assertThatThrownBy(() -> SwfReader.readResource("traces/none.swf"))
                .hasMessage("traces/none.swf: no such classpath resource");
    }
}
