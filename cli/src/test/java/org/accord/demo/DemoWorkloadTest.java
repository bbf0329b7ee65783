package org.accord.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import org.accord.scheduler.batch.experiment.LibraSlaExperiment;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.accord.scheduler.workload.SlaAssignmentSettings;
import org.junit.jupiter.api.Test;

class DemoWorkloadTest {

    @Test
    void offersTheFirstJobsOfThePapersSliceWithSlasFromTheSeed() {
        DemoSettings settings = new DemoSettings(40, 7, 0.02, OptionalDouble.empty(), 128, false);

        List<SlaJob> jobs = DemoWorkload.jobs(settings);

        assertThat(jobs).hasSize(40).allSatisfy(job -> assertThat(job.sla()).isPresent());
        assertThat(jobs.get(0).submitTime()).isZero();
        assertThat(jobs).extracting(SlaJob::submitTime).isSorted();
        assertThat(jobs.stream().filter(SlaJob::hard).count()).isEqualTo(8);
        assertThat(DemoWorkload.jobs(settings)).isEqualTo(jobs);
    }

    @Test
    void drawsItsSlasWithTheBatchToolsReproducingDefaults() {
        DemoSettings settings = new DemoSettings(200, 7, 0.02, OptionalDouble.empty(), 128, false);

        List<SlaJob> jobs = DemoWorkload.jobs(settings);

        assertThat(SlaAssignmentSettings.defaults().penaltyRateScale())
                .isEqualTo(LibraSlaExperiment.DEFAULT_PENALTY_RATE_SCALE).isEqualTo(0.1);
        double lowUrgencyMeanBudgetRuns = jobs.stream().filter(j -> !j.hard())
                .mapToDouble(j -> j.sla().orElseThrow().budget() / j.sla().orElseThrow().penaltyRate() / j.runtime())
                .average().orElseThrow();
        assertThat(lowUrgencyMeanBudgetRuns).as("a LOW urgency job loses its budget after about 10 run times of delay")
                .isBetween(6.0, 16.0);
    }

    @Test
    void automaticSpeedupPlaysTheLatestDueTimeInTheTargetWallTime() {
        List<SlaJob> jobs = List.of(job(0, 100), job(500, 399_500));

        assertThat(DemoWorkload.automaticSpeedup(jobs)).isEqualTo(400_000 / DemoSettings.TARGET_WALL_SECONDS);
    }

    @Test
    void automaticSpeedupIsNeverBelowRealTime() {
        assertThat(DemoWorkload.automaticSpeedup(List.of(job(0, 5)))).isEqualTo(1.0);
    }

    private static SlaJob job(double submit, double deadline) {
        return new SlaJob("j" + submit, submit, 10, 1, Optional.of(new Sla(DeadlineType.SOFT, deadline, 10, 1)));
    }
}
