package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EddExperimentTest {

    private static final double WEEK = 7 * 86_400;

    @TempDir
    Path dir;

    private static SlaJob job(String id, double submit, double runtime) {
        return SlaJob.bestEffort(id, submit, runtime, 4);
    }

    @Test
    void cutsTheLogIntoNonEmptyWeeksFromTheFirstSubmissionWithReleasesFromTheWeeksStart() {
        List<SlaJob> log = List.of(job("a", 100, 10), job("b", 200, 10), job("c", 2 * WEEK + 5, 10),
                job("d", 3 * WEEK + 1, 10));

        List<List<SlaJob>> windows = EddExperiment.windows(log, 2, 1);

        assertThat(windows).hasSize(2);
        assertThat(windows.get(0)).extracting(SlaJob::id).containsExactly("a");
        assertThat(windows.get(1)).extracting(SlaJob::id).containsExactly("c");
        assertThat(windows.get(1).get(0).submitTime()).isEqualTo(WEEK - 95);
    }

    @Test
    void gridIsThreeMachineCountsAtTwelveSlackFactors() {
        Path trace = TinyTraces.write(dir, "tiny.swf", 20, 600, 8);
        Grid<EddExperiment.Point> grid = new EddExperiment()
                .read(BatchSettings.defaults().withTraces(List.of(trace)).withWindows(1));

        assertThat(grid.size()).isEqualTo(36);
        assertThat(grid.points().get(0).machines()).isEqualTo(1);
        assertThat(grid.points().get(35).slackFactor()).isEqualTo(1000);
        assertThat(grid.points().get(0).windows()).hasSize(1).first().asList().hasSize(20);
    }

    @Test
    void severalTracesMergeIntoOneLogFromTimeZeroWithDistinctIds() {
        Path a = TinyTraces.write(dir, "a.swf", 3, 600, 8);
        Path b = TinyTraces.write(dir, "b.swf", 2, 900, 8);
        Grid<EddExperiment.Point> grid = new EddExperiment()
                .read(BatchSettings.defaults().withTraces(List.of(a, b)).withWindows(1));

        assertThat(grid.points().get(0).windows().get(0)).extracting(SlaJob::id)
                .containsExactly("a.swf:1", "b.swf:1", "a.swf:2", "b.swf:2", "a.swf:3");
        assertThat(grid.input()).isEqualTo("a.swf, b.swf (1 one-week windows)");
    }

    @Test
    void slackFactorOneOnOneMachineRejectsWhatCannotStartAtOnce() {
        List<SlaJob> window = List.of(job("a", 0, 10), job("b", 0, 10));

        Row row = new EddExperiment().replay(new EddExperiment.Point(List.of(window), 1, 1), 0).get(0);

        assertThat(row.text("policy")).isEqualTo("ssl-sm");
        assertThat(row.number("rejectedPercent")).isEqualTo(50);
        assertThat(row.number("totalProcessingTime")).isEqualTo(10);
        assertThat(row.number("competitiveFactor")).isEqualTo(1);
        assertThat(row.number("costPerHour")).isCloseTo(0.085 * 20 / 10, within(1e-12));
        assertThat(row.values()).containsKeys("machines", "slackFactor", "meanWaitingTime", "interruptionsPerJob",
                "efficiency");
    }

    @Test
    void moreMachinesAcceptBothJobs() {
        List<SlaJob> window = List.of(job("a", 0, 10), job("b", 0, 10));

        Row row = new EddExperiment().replay(new EddExperiment.Point(List.of(window), 2, 1), 0).get(0);

        assertThat(row.text("policy")).isEqualTo("ssl-pm");
        assertThat(row.number("rejectedPercent")).isZero();
        assertThat(row.number("costPerHour")).isCloseTo(0.085, within(1e-12));
    }
}
