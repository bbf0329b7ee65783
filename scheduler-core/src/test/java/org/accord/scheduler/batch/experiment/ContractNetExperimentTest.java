package org.accord.scheduler.batch.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.Row;
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
    void gridIsBothPoliciesAtSixBidTimes() {
        Grid<ContractNetExperiment.Point> grid = grid();

        assertThat(grid.size()).isEqualTo(12);
        assertThat(grid.points()).extracting(ContractNetExperiment.Point::bidTimePercent)
                .containsExactly(0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 0.0, 10.0, 20.0, 30.0, 40.0, 50.0);
        assertThat(grid.input()).isEqualTo("alpha.swf, KTH-SP2-tiny.swf (4-day windows from days 0, mean)");
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

        Row fcfs = experiment.replay(grid.points().get(0), 1).get(0);
        Row greedy = experiment.replay(grid.points().get(6), 1).get(0);

        assertThat(greedy.with("policy", "fcfs")).isEqualTo(fcfs);
        assertThat(fcfs.values()).containsKeys("bidTimePercent", "incentive", "meanResponseTime", "budgetSpent");
        assertThat(fcfs.number("executed") + fcfs.number("dropped")).isEqualTo(16);
    }
}
