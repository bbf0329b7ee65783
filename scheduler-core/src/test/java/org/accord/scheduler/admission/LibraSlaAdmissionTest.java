package org.accord.scheduler.admission;

import static org.accord.scheduler.admission.Jobs.hard;
import static org.accord.scheduler.admission.Jobs.soft;
import static org.accord.scheduler.admission.Jobs.wide;
import static org.assertj.core.api.Assertions.assertThat;

import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class LibraSlaAdmissionTest {

    private static AdmissionController controller(int nodes) {
        return new AdmissionController(Cluster.homogeneous(nodes, 1, 1), new LibraSlaAdmission());
    }

    @Test
    void acceptsOnTheNodesWithHighestNewReturnTiesByNodeOrder() {
        AdmissionController c = controller(3);
        c.record().update(u -> {
            u.place(soft("x", 0, 10, 100, 100, 1), java.util.List.of("node-1"), 100);
            return null;
        });
        AdmissionDecision d = c.admit(wide(soft("n", 0, 10, 100, 10, 1), 2), 0);
        assertThat(d).isEqualTo(new AdmissionDecision.Accepted("n", java.util.List.of("node-1", "node-0"), 100));
    }

    @Test
    void rejectsHardDeadlineOfferWhenNoNodeCanMeetIt() {
        AdmissionController c = controller(1);
        assertThat(c.admit(hard("a", 0, 80, 100, 80), 0)).isInstanceOf(AdmissionDecision.Accepted.class);
        AdmissionDecision d = c.admit(hard("b", 0, 50, 100, 5000), 0);
        assertThat(d).isInstanceOf(AdmissionDecision.Rejected.class);
        assertThat(((AdmissionDecision.Rejected) d).reason()).contains("only 0 of 1 nodes").contains("hard deadline");
    }

    @Test
    void acceptsSoftJobThatDelaysOthersWhenTheNodeReturnRises() {
        AdmissionController c = controller(1);
        c.admit(soft("e", 0, 80, 100, 80, 0.1), 0);             // return 0.01
        // n (return 1.0) is protected at 0.5; e drops to 0.5, ends at 160, utility 74: node return 1.00925 > 0.01
        assertThat(c.admit(soft("n", 0, 50, 100, 5000, 1), 0)).isInstanceOf(AdmissionDecision.Accepted.class);
    }

    @Test
    void rejectsSoftJobWhoseDelayWouldLowerTheNodeReturn() {
        AdmissionController c = controller(1);
        c.admit(soft("e", 0, 80, 100, 8000, 1000), 0);           // return 1.0, highest, keeps 0.8
        // n would get 0.2, end at 250 (delay 150), utility 50 - 150 = -100: node return 1 - 0.02 < 1
        assertThat(c.admit(soft("n", 0, 50, 100, 50, 1), 0)).isInstanceOf(AdmissionDecision.Rejected.class);
    }

    @Test
    void rejectsForLackOfSuitableNodes() {
        AdmissionController c = controller(2);
        c.admit(hard("busy", 0, 90, 100, 90), 0);
        AdmissionDecision d = c.admit(wide(hard("n", 0, 50, 100, 50), 2), 0);
        assertThat(((AdmissionDecision.Rejected) d).reason()).isEqualTo(
                "only 1 of 2 nodes keep or raise their return and meet the hard deadline, job needs 2");
        assertThat(((AdmissionDecision.Rejected) c.admit(wide(soft("w", 0, 1, 10, 1, 1), 3), 0)).reason())
                .isEqualTo("job requests 3 processors but the cluster has 2 nodes");
    }

    @Test
    void rejectsDeadlineThatDoesNotExceedTheRunTime() {
        AdmissionDecision d = controller(1).admit(soft("n", 0, 100, 100, 1, 1), 0);
        assertThat(((AdmissionDecision.Rejected) d).reason()).isEqualTo("deadline 100.0 s must exceed run time 100.0 s");
    }

    @Test
    void whatIfDoesNotChangeTheRecord() {
        AdmissionController c = controller(1);
        assertThat(c.whatIf(soft("n", 0, 10, 100, 10, 1), 0)).isInstanceOf(AdmissionDecision.Accepted.class);
        assertThat(c.record().admittedCount()).isZero();
    }

    @Test
    void acceptsBestEffortOnTheLeastLoadedNodes() {
        AdmissionController c = controller(2);
        c.admit(soft("a", 0, 10, 100, 10, 1), 0);
        AdmissionDecision d = c.admit(SlaJob.bestEffort("be", 0, 10, 1), 0);
        assertThat(d).isEqualTo(new AdmissionDecision.Accepted("be", java.util.List.of("node-1"), Double.POSITIVE_INFINITY));
    }
}
