package org.accord.scheduler.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.simulation.SimulatedOutcome;
import org.accord.scheduler.simulation.Simulation;
import org.accord.scheduler.simulation.SimulationResult;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class EddAdmissionTest {

    private static SlaJob job(String id, double release, double p) {
        return SlaJob.bestEffort(id, release, p, 1);
    }

    @Test
    void slackFactorOneAcceptsOnlyOnAnIdleMachine() {
        AdmissionController sm = new AdmissionController(Cluster.homogeneous(1, 1, 1), new EddAdmission(1));
        assertThat(sm.admit(job("a", 0, 10), 0)).isEqualTo(new AdmissionDecision.Accepted("a", List.of("node-0"), 10));
        assertThat(sm.admit(job("b", 5, 3), 5)).isInstanceOf(AdmissionDecision.Rejected.class);
        assertThat(sm.admit(job("c", 10, 3), 10)).isInstanceOf(AdmissionDecision.Accepted.class);
    }

    @Test
    void parallelMachinesTakeTheJobOnTheOnlyMachineThatFits() {
        AdmissionController pm = new AdmissionController(Cluster.homogeneous(2, 1, 1), new EddAdmission(1));
        pm.admit(job("a", 0, 10), 0);
        assertThat(pm.admit(job("b", 5, 3), 5)).isEqualTo(new AdmissionDecision.Accepted("b", List.of("node-1"), 8));
    }

    @Test
    void parallelMachinesSpreadJobsThatTheFirstMachineCouldAlsoTake() {
        // f = 10: a (p 10, due 100) on node-0. b (p 10, due 100) passes on both machines: on node-0 it would
        // complete at 20 (after a, equal deadline, earlier admission), on idle node-1 at 10, so node-1.
        AdmissionController pm = new AdmissionController(Cluster.homogeneous(2, 1, 1), new EddAdmission(10));
        assertThat(pm.admit(job("a", 0, 10), 0)).isEqualTo(new AdmissionDecision.Accepted("a", List.of("node-0"), 100));
        assertThat(pm.admit(job("b", 0, 10), 0)).isEqualTo(new AdmissionDecision.Accepted("b", List.of("node-1"), 100));
    }

    @Test
    void parallelMachinesPickTheMachineWhereTheJobCompletesEarliestUnderEdd() {
        // f = 10 at time 0: a (p 4, due 40) on node-0, b (p 10, due 100) on node-1.
        // c (p 2, due 20) passes on both and preempts: it would complete at 2 on either, a tie, so node-0.
        // d (p 5, due 50): node-0 runs c 2, a 4, then d to 11; node-1 runs d (due 50 < 100) first to 5: node-1.
        AdmissionController pm = new AdmissionController(Cluster.homogeneous(2, 1, 1), new EddAdmission(10));
        pm.admit(job("a", 0, 4), 0);
        pm.admit(job("b", 0, 10), 0);
        assertThat(pm.admit(job("c", 0, 2), 0)).isEqualTo(new AdmissionDecision.Accepted("c", List.of("node-0"), 20));
        assertThat(pm.admit(job("d", 0, 5), 0)).isEqualTo(new AdmissionDecision.Accepted("d", List.of("node-1"), 50));
    }

    @Test
    void parallelMachinesSkipAnEarlierCompletionThatWouldBreakAnAcceptedDeadline() {
        // f = 2 at time 0: a (p 10, due 20) on node-0; b (p 3, due 6) completes at 3 on either machine: node-0.
        // c (p 4, due 8): node-0 runs b 3, c to 7; idle node-1 to 4: node-1.
        // d (p 7.5, due 15): node-0 would run b 3, d to 10.5, a to 20.5 > 20 (fails); node-1 runs c 4, d to 11.5.
        AdmissionController pm = new AdmissionController(Cluster.homogeneous(2, 1, 1), new EddAdmission(2));
        pm.admit(job("a", 0, 10), 0);
        assertThat(pm.admit(job("b", 0, 3), 0)).isEqualTo(new AdmissionDecision.Accepted("b", List.of("node-0"), 6));
        assertThat(pm.admit(job("c", 0, 4), 0)).isEqualTo(new AdmissionDecision.Accepted("c", List.of("node-1"), 8));
        assertThat(pm.admit(job("d", 0, 7.5), 0)).isEqualTo(new AdmissionDecision.Accepted("d", List.of("node-1"), 15));
    }

    @Test
    void aSingleMachineStillAcceptsExactlyWhenTheEddTestPasses() {
        // SSL-SM is unchanged: f = 2, a (p 10, due 20) accepted; b (p 6, due 12) would preempt a and push it
        // to 16 <= 20, accepted; c (p 5, due 10) would make c end 5, b 11, a 21 > 20: rejected.
        AdmissionController sm = new AdmissionController(Cluster.homogeneous(1, 1, 1), new EddAdmission(2));
        sm.admit(job("a", 0, 10), 0);
        assertThat(sm.admit(job("b", 0, 6), 0)).isInstanceOf(AdmissionDecision.Accepted.class);
        assertThat(sm.admit(job("c", 0, 5), 0)).isInstanceOf(AdmissionDecision.Rejected.class);
    }

    @Test
    void equalDeadlinesRunInAdmissionOrderAndMayFinishExactlyOnTime() {
        AdmissionController sm = new AdmissionController(Cluster.homogeneous(1, 1, 1), new EddAdmission(2));
        sm.admit(job("a", 0, 10), 0);                                       // due 20
        assertThat(sm.admit(job("b", 0, 10), 0)).isInstanceOf(AdmissionDecision.Accepted.class);   // due 20, ends 20
        assertThat(sm.admit(job("c", 0, 1), 0)).isInstanceOf(AdmissionDecision.Rejected.class);    // would push b to 21
    }

    @Test
    void anEarlierDeadlinePreemptsTheRunningJob() {
        SimulationResult r = Simulation.run(List.of(job("a", 0, 10), job("b", 2, 2)), new EddAdmission(3),
                Cluster.homogeneous(1, 1, 1));
        SimulatedOutcome.Completed a = r.completed().get(0);
        SimulatedOutcome.Completed b = r.completed().get(1);
        assertThat(b.finish()).isCloseTo(4, within(1e-9));
        assertThat(a.finish()).isCloseTo(12, within(1e-9));
        assertThat(a.interruptions()).isEqualTo(1);
        assertThat(r.metrics().interruptionsPerJob()).isCloseTo(0.5, within(1e-12));
        assertThat(r.metrics().meanWaitingTime()).isCloseTo((2 + 0) / 2.0, within(1e-9));
    }

    @Test
    void competitiveFactorIsAcceptedWorkOverTheIncomeBound() {
        // SSL-SM, f = 1: a (0..10) accepted, b (5, p 3, due 8) rejected, c (10, p 4, due 14) accepted.
        SimulationResult r = Simulation.run(List.of(job("a", 0, 10), job("b", 5, 3), job("c", 10, 4)),
                new EddAdmission(1), Cluster.homogeneous(1, 1, 1));
        // bound = min(sum p = 17, (d_max 14 - r_min 0) x 1 machine = 14)
        assertThat(r.metrics().competitiveFactor()).isCloseTo(14 / 14.0, within(1e-12));
        assertThat(r.metrics().rejectedPercent()).isCloseTo(100 / 3.0, within(1e-9));
        assertThat(r.metrics().totalProcessingTime()).isEqualTo(14.0);
    }
}
