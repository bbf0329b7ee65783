package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.workload.BudgetFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraSlaExperimentTest {

    @TempDir
    Path dir;

    private Grid<LibraSlaExperiment.Point> grid(int jobs) {
        Path trace = TinyTraces.write(dir, "tiny.swf", 60, 30, 8);
        return new LibraSlaExperiment().read(BatchSettings.defaults().withTraces(List.of(trace)).withJobs(jobs));
    }

    @Test
    void gridIsNineSeriesAtEightArrivalDelayFactors() {
        Grid<LibraSlaExperiment.Point> grid = grid(40);

        assertThat(grid.size()).isEqualTo(72);
        assertThat(grid.points()).extracting(LibraSlaExperiment.Point::arrivalDelayFactor).startsWith(
                0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.005);
        assertThat(grid.points().get(8).series()).isEqualTo(new LibraSlaSeries(50, 1, 1, 1));
        assertThat(grid.input()).isEqualTo("tiny.swf (last 40 jobs)");
    }

    @Test
    void takesTheLastJobsOnAMachineOfTheTracesSize() {
        LibraSlaExperiment.Point point = grid(40).points().get(0);

        assertThat(point.jobs()).hasSize(40);
        assertThat(point.jobs().get(0).id()).isEqualTo("21");
        assertThat(point.cluster().totalProcessors()).isEqualTo(8);
    }

    @Test
    void pointsOfOneSeriesShareTheirSeedSoEveryFactorReplaysOneSlaAssignment() {
        Grid<LibraSlaExperiment.Point> grid = grid(40);

        assertThat(grid.seedKeys().subList(0, 8)).containsOnly(0);
        assertThat(grid.seedKeys().subList(8, 16)).containsOnly(1);
        assertThat(grid.seedKeys().get(71)).isEqualTo(8);
    }

    @Test
    void replayGivesOneRowPerPolicyWithTheDesignFieldsAndLibraSlasImprovement() {
        List<Row> rows = new LibraSlaExperiment().replay(grid(40).points().get(0), 7);

        assertThat(rows).extracting(r -> r.text("policy")).containsExactly("librasla", "libra", "librasla-value");
        for (Row row : rows) {
            assertThat(row.values()).containsKeys("arrivalDelayFactor", "highUrgencyPercent", "deadlineMeanFactor",
                    "budgetMeanFactor", "penaltyRateMeanFactor", "jobsCompleted", "utility");
            assertThat(row.number("jobsSubmitted")).isEqualTo(40);
        }
        Row libraSla = rows.get(0);
        Row libra = rows.get(1);
        double expected = 100 * (libraSla.number("jobsCompleted") - libra.number("jobsCompleted"))
                / libra.number("jobsCompleted");
        assertThat(libraSla.number("jobsCompletedImprovementPercent")).isEqualTo(expected);
        assertThat(libra.has("jobsCompletedImprovementPercent")).isFalse();
    }

    @Test
    void sameSeedGivesTheSameRows() {
        LibraSlaExperiment.Point point = grid(40).points().get(3);

        assertThat(new LibraSlaExperiment().replay(point, 11)).isEqualTo(new LibraSlaExperiment().replay(point, 11));
    }

    @Test
    void repetitionsAverageIndependentAssignmentsTheFirstBeingTheSingleRun() {
        Path trace = TinyTraces.write(dir, "tiny.swf", 60, 30, 8);
        BatchSettings settings = BatchSettings.defaults().withTraces(List.of(trace)).withJobs(40);
        LibraSlaExperiment.Point single = new LibraSlaExperiment().read(settings).points().get(2);
        LibraSlaExperiment.Point twice = new LibraSlaExperiment().read(settings.withRepetitions(2)).points().get(2);
        LibraSlaExperiment.Point second = new LibraSlaExperiment.Point(single.jobs(), single.cluster(),
                single.series(), single.arrivalDelayFactor(), 1, single.base(), single.policies(),
                single.policySettings());

        Row one = new LibraSlaExperiment().replay(single, 5).get(1);
        Row other = new LibraSlaExperiment().replay(second, org.accord.scheduler.batch.Seeds.forPoint(5, 1)).get(1);
        Row mean = new LibraSlaExperiment().replay(twice, 5).get(1);

        assertThat(mean.number("repetitions")).isEqualTo(2);
        assertThat(mean.number("utility")).isEqualTo((one.number("utility") + other.number("utility")) / 2);
        assertThat(mean.number("jobsCompleted"))
                .isEqualTo((one.number("jobsCompleted") + other.number("jobsCompleted")) / 2);
    }

    @Test
    void completedJobsSplitIntoOnTimeLateProfitableAndLateLoss() {
        for (Row row : new LibraSlaExperiment().replay(grid(40).points().get(0), 7)) {
            assertThat(row.number("jobsOnTime") + row.number("jobsLateProfitable") + row.number("jobsLateLoss"))
                    .isGreaterThanOrEqualTo(row.number("jobsCompleted"));
            assertThat(row.number("highUrgencyOnTime")).isLessThanOrEqualTo(row.number("jobsOnTime"));
        }
    }

    @Test
    void namedSettingsReachTheSlaAssignmentAndBadOnesNameTheSetting() {
        Path trace = TinyTraces.write(dir, "tiny.swf", 60, 30, 8);
        BatchSettings settings = BatchSettings.defaults().withTraces(List.of(trace)).withJobs(40)
                .withParameter("penalty-rate-scale", "1").withParameter("budget-function", "runtime")
                .withParameter("series", "baseline");
        Grid<LibraSlaExperiment.Point> grid = new LibraSlaExperiment().read(settings);

        assertThat(grid.size()).isEqualTo(8);
        assertThat(grid.points().get(0).base().penaltyRateScale()).isEqualTo(1);
        assertThat(grid.points().get(0).base().budgetFunction()).isEqualTo(BudgetFunction.RUNTIME);
        assertThatThrownBy(() -> new LibraSlaExperiment().read(settings.withParameter("budget-function", "cost")))
                .hasMessageContaining("budget-function").hasMessageContaining("cost");
        assertThatThrownBy(() -> new LibraSlaExperiment().read(settings.withParameter("policies", "nope")))
                .hasMessageContaining("unknown policy 'nope'");
    }

    @Test
    void drawsEightFigurePanels() {
        assertThat(new LibraSlaExperiment().layout().charts()).hasSize(8)
                .extracting(c -> c.file()).contains("fig2a-jobs-completed", "fig5b-utility");
    }
}
