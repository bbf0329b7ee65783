package org.accord.scheduler.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.simulation.JobOutcome;
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
    void parallelMachinesTakeTheJobOnTheFirstMachineThatFits() {
        AdmissionController pm = new AdmissionController(Cluster.homogeneous(2, 1, 1), new EddAdmission(1));
        pm.admit(job("a", 0, 10), 0);
        assertThat(pm.admit(job("b", 5, 3), 5)).isEqualTo(new AdmissionDecision.Accepted("b", List.of("node-1"), 8));
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
        JobOutcome.Completed a = r.completed().get(0);
        JobOutcome.Completed b = r.completed().get(1);
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
