package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.contractnet.DeadlineTest;
import org.accord.scheduler.federation.FederationJob;
import org.accord.scheduler.federation.LocalScheduler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContractNetExperimentTest {

    @TempDir
    Path dir;

    private Grid<ContractNetExperiment.Point> grid() {
        Path a = TinyTraces.write(dir, "alpha.swf", 12, 20, 4);
        Path b = TinyTraces.write(dir, "KTH-SP2-tiny.swf", 6, 40, 6);
        return new ContractNetExperiment().read(BatchSettings.defaults().withTraces(List.of(a, b)).withJobs(10)
                .withParameter(ContractNetExperiment.WINDOW_STARTS, "0"));
    }

    @Test
    void eachTraceIsAProviderWithItsOwnMachineSize() {
        ContractNetExperiment.Point point = grid().points().get(0);

        assertThat(point.providers()).extracting(p -> p.name() + "/" + p.processors() + "/" + p.mips())
                .containsExactly("alpha/4/850.0", "KTH-SP2/6/900.0");
        assertThat(point.windows()).hasSize(1);
        assertThat(point.windows().get(0)).hasSize(16);
    }

    @Test
    void gridIsSixBidTimesEachReplayingBothPolicies() {
        Grid<ContractNetExperiment.Point> grid = grid();

        assertThat(grid.points()).extracting(ContractNetExperiment.Point::bidTimePercent)
                .containsExactly(0.0, 10.0, 20.0, 30.0, 40.0, 50.0);
        assertThat(new ContractNetExperiment().replay(grid.points().get(5), 1)).extracting(r -> r.text("policy"))
                .containsExactly("fcfs", "greedy-backfilling");
        assertThat(grid.input()).isEqualTo("alpha.swf, KTH-SP2-tiny.swf (2 providers, 4-day windows from days 0, mean)");
    }

    @Test
    void providersBeyondTheTracesReplayTheirTracesLaterWindows() {
        Path a = TinyTraces.write(dir, "halfdays.swf", 40, 43_200, 4);
        ContractNetExperiment.Point point = new ContractNetExperiment().read(BatchSettings.defaults()
                .withTraces(List.of(a)).withParameter(ContractNetExperiment.WINDOW_STARTS, "0")
                .withParameter(ContractNetExperiment.PROVIDERS, "3")).points().get(0);

        assertThat(point.providers()).extracting(p -> p.name()).containsExactly("halfdays", "halfdays#2", "halfdays#3");
        // jobs every half day: 8 per four-day window, days 0-4, 4-8 and 8-12
        assertThat(point.windows().get(0)).hasSize(24);
        assertThat(point.windows().get(0)).extracting(j -> j.origin().name() + "@" + j.job().submitTime())
                .contains("halfdays@0.0", "halfdays#2@0.0", "halfdays#3@0.0");
    }

    @Test
    void fcfsBaselineAndDeadlineTestAreNamedSettings() {
        Path a = TinyTraces.write(dir, "alpha.swf", 12, 20, 4);
        BatchSettings settings = BatchSettings.defaults().withTraces(List.of(a))
                .withParameter(ContractNetExperiment.WINDOW_STARTS, "0")
                .withParameter(ContractNetExperiment.FCFS, "queue")
                .withParameter(ContractNetExperiment.DEADLINE_TEST, "effective-deadline");
        ContractNetExperiment.Point point = new ContractNetExperiment().read(settings).points().get(0);

        assertThat(point.baseline()).isEqualTo(LocalScheduler.FCFS_QUEUE);
        assertThat(point.deadlineTest()).isEqualTo(DeadlineTest.EFFECTIVE_DEADLINE);
        assertThat(new ContractNetExperiment().replay(point, 1).get(0).text("policy")).isEqualTo("fcfs-queue");
        assertThatThrownBy(() -> new ContractNetExperiment().read(
                settings.withParameter(ContractNetExperiment.FCFS, "lifo")))
                .hasMessage("setting fcfs must be no-queue or queue: 'lifo'");
        assertThatThrownBy(() -> new ContractNetExperiment().read(
                settings.withParameter(ContractNetExperiment.DEADLINE_TEST, "d^e")))
                .hasMessageContaining("setting deadline-test: unknown deadline test: d^e");
        assertThatThrownBy(() -> new ContractNetExperiment().read(
                settings.withParameter(ContractNetExperiment.PROVIDERS, "0")))
                .hasMessage("setting providers must be a whole number >= 1 or per-trace: '0'");
    }

    @Test
    void severalWindowsAreReplayedAndAveragedAndBadStartsNameTheSetting() {
        Path a = TinyTraces.write(dir, "halfdays.swf", 8, 43_200, 4);
        BatchSettings settings = BatchSettings.defaults().withTraces(List.of(a))
                .withParameter(ContractNetExperiment.WINDOW_STARTS, "0, 2");
        ContractNetExperiment.Point point = new ContractNetExperiment().read(settings).points().get(0);

        assertThat(point.windows()).hasSize(2);
        assertThat(new ContractNetExperiment().replay(point, 1).get(0).number("windows")).isEqualTo(2);
        assertThatThrownBy(() -> new ContractNetExperiment().read(
                settings.withParameter(ContractNetExperiment.WINDOW_STARTS, "0,x")))
                .hasMessage("setting window-starts must be days >= 0, comma-separated: 'x'");
    }

    @Test
    void greedyBackfillingWithoutBidTimeIsFcfs() {
        Grid<ContractNetExperiment.Point> grid = grid();
        ContractNetExperiment experiment = new ContractNetExperiment();

        List<Row> rows = experiment.replay(grid.points().get(0), 1);
        Row fcfs = rows.get(0);
        Row greedy = rows.get(1);

        assertThat(greedy.values()).containsEntry("incentiveOverFcfsPercent", 0.0);
        Map<String, Object> same = new HashMap<>(greedy.values());
        same.remove("incentiveOverFcfsPercent");
        same.remove("responseOverFcfsPercent");
        same.put("policy", "fcfs");
        assertThat(same).isEqualTo(fcfs.values());
        assertThat(fcfs.number("jobsOnTime") + fcfs.number("jobsLateProfitable") + fcfs.number("jobsLateLoss"))
                .isEqualTo(fcfs.number("executed"));
        assertThat(fcfs.values()).containsKeys("bidTimePercent", "incentive", "meanResponseTime", "budgetSpent");
        assertThat(fcfs.number("executed") + fcfs.number("dropped")).isEqualTo(16);
    }

    @Test
    void deadlineFactorSetsEachJobsDeadlineOverItsRunTimeAtHome() {
        Path a = TinyTraces.write(dir, "alpha.swf", 12, 20, 4);
        BatchSettings settings = BatchSettings.defaults().withTraces(List.of(a))
                .withParameter(ContractNetExperiment.WINDOW_STARTS, "0");
        FederationJob job = new ContractNetExperiment().read(settings.withParameter(
                ContractNetExperiment.DEADLINE_FACTOR, "3")).points().get(0).windows().get(0).get(0);

        assertThat(job.deadline()).isCloseTo(3 * job.origin().executionTime(job.job().runtime()), within(1e-6));
        assertThat(new ContractNetExperiment().read(settings).points().get(0).deadlineFactor()).isEqualTo(5);
        assertThatThrownBy(() -> new ContractNetExperiment().read(
                settings.withParameter(ContractNetExperiment.DEADLINE_FACTOR, "0.5")))
                .hasMessage("setting deadline-factor must be a number >= 1: '0.5'");
    }

    @Test
    void sensitivitySweepsDeadlineFactorProvidersTestAndQueueAtHalfBidTime() {
        Path a = TinyTraces.write(dir, "alpha.swf", 12, 20, 4);
        Grid<ContractNetExperiment.Point> grid = new ContractNetSensitivity().read(BatchSettings.defaults()
                .withTraces(List.of(a)).withJobs(5).withParameter(ContractNetExperiment.WINDOW_STARTS, "0"));

        assertThat(grid.size()).isEqualTo(15);
        assertThat(grid.points()).extracting(ContractNetExperiment.Point::bidTimePercent).containsOnly(50.0);
        assertThat(grid.points()).extracting(p -> p.providers().size()).containsOnly(3, 8);
        assertThat(grid.points()).filteredOn(p -> p.baseline() == LocalScheduler.FCFS_QUEUE).hasSize(3);
        assertThat(new ContractNetSensitivity().replay(grid.points().get(0), 1).get(1).has("incentiveOverFcfsPercent"))
                .isTrue();
    }
}
