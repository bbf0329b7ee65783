package org.accord.scheduler.admission;

import static org.accord.scheduler.admission.Jobs.soft;
import static org.accord.scheduler.admission.Jobs.wide;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.simulation.SimulatedOutcome;
import org.accord.scheduler.simulation.Simulation;
import org.accord.scheduler.simulation.SimulationResult;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class GreedyBackfillingTest {
    private static final Cluster TWO_NODES = Cluster.homogeneous(2, 1, 1);

    /** a holds both processors until 100; b, c, d bid while it runs. */
    private static List<SlaJob> stream() {
        return List.of(
                wide(soft("a", 0, 100, 1000, 10, 1), 2),
                wide(soft("b", 10, 50, 400, 5, 1), 2),    // expires 10 + 0.5 x 400 / 2 = 110
                soft("c", 20, 50, 200, 50, 1),            // expires 20 + 50 = 70, while a runs
                wide(soft("d", 30, 50, 400, 8, 1), 2));   // expires 130
    }

    private static SimulatedOutcome outcome(SimulationResult r, String id) {
        return r.outcomes().stream().filter(o -> o.job().id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void higherIncentiveBidIsReservedWhenProcessorsFreeAndOthersExpire() {
        SimulationResult r = Simulation.run(stream(), new GreedyBackfillingAdmission(0.5), TWO_NODES);
        assertThat(((SimulatedOutcome.Completed) outcome(r, "d")).start()).isCloseTo(100, within(1e-9));
        assertThat(((SimulatedOutcome.Refused) outcome(r, "c")).reason()).startsWith("bid expired");
        assertThat(((SimulatedOutcome.Refused) outcome(r, "b")).reason()).startsWith("bid expired");
        assertThat(r.metrics().jobsAccepted()).isEqualTo(2);
    }

    @Test
    void pendingBidIsReservedWhenAJobFinishes() {
        List<SlaJob> jobs = List.of(stream().get(0), stream().get(1));
        SimulationResult r = Simulation.run(jobs, new GreedyBackfillingAdmission(0.5), TWO_NODES);
        SimulatedOutcome.Completed b = (SimulatedOutcome.Completed) outcome(r, "b");
        assertThat(b.start()).isCloseTo(100, within(1e-9));
        assertThat(b.finish()).isCloseTo(150, within(1e-9));
    }

    @Test
    void fcfsDecidesOnArrivalAndRejectsWhatDoesNotFit() {
        SimulationResult r = Simulation.run(stream(), new FcfsBidAdmission(), TWO_NODES);
        assertThat(r.metrics().jobsAccepted()).isEqualTo(1);
        assertThat(((SimulatedOutcome.Refused) outcome(r, "d")).reason())
                .isEqualTo("no 2 free processors that finish it within its deadline, 400.0 s from now");
    }

    @Test
    void zeroBidTimeMakesGreedyBackfillingBehaveAsFcfs() {
        SimulationResult greedy = Simulation.run(stream(), new GreedyBackfillingAdmission(0), TWO_NODES);
        assertThat(greedy.metrics().jobsAccepted()).isEqualTo(1);
    }
}
