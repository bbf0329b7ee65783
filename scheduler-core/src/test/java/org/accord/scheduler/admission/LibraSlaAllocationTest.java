package org.accord.scheduler.admission;

import static org.accord.scheduler.admission.Jobs.hard;
import static org.accord.scheduler.admission.Jobs.onNode;
import static org.accord.scheduler.admission.Jobs.soft;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

/** Algorithm 2 by hand, at time 0 on one processor unless said otherwise. */
class LibraSlaAllocationTest {
    private final LibraSlaAllocation allocation = new LibraSlaAllocation();

    private double[] shares(double capacity, SlaJob... jobs) {
        List<PlacementView> node = List.of(java.util.Arrays.stream(jobs).map(Jobs::onNode).toArray(PlacementView[]::new));
        double[] shares = new double[jobs.length];
        allocation.assign(node, 0, capacity, shares);
        return shares;
    }

    private LibraSlaAllocation.NodeReturn nodeReturn(SlaJob... jobs) {
        NodeJobs node = new NodeJobs().load(List.of(), 0);
        for (SlaJob job : jobs) {
            node.add(onNode(job), 0);
        }
        return allocation.nodeReturn(node, 0, 1);
    }

    @Test
    void spareShareGoesToTheHighestReturnJob() {
        SlaJob a = soft("a", 0, 20, 100, 100, 1);   // share 0.2, return 100/20/100 = 0.05
        SlaJob b = soft("b", 0, 30, 100, 600, 1);   // share 0.3, return 600/30/100 = 0.2 (highest)
        assertThat(shares(1, a, b)).containsExactly(new double[] {0.2, 0.8}, within(1e-12));
        assertThat(nodeReturn(a, b).value()).isCloseTo(0.05 + 0.2, within(1e-12));
    }

    @Test
    void softJobsShareTheShortfallProportionallyAndAreDelayed() {
        SlaJob a = soft("a", 0, 60, 100, 60, 1);    // share 0.6, return 0.01
        SlaJob b = soft("b", 0, 50, 100, 500, 1);   // share 0.5, return 0.1 (highest, keeps 0.5)
        SlaJob c = soft("c", 0, 20, 100, 20, 1);    // share 0.2, return 0.01
        // 0.5 left for a and c, who asked 0.8: factor 0.625 -> a 0.375, c 0.125; both finish at 160 (delay 60)
        assertThat(shares(1, a, b, c)).containsExactly(new double[] {0.375, 0.5, 0.125}, within(1e-12));
        // utilities: a 60 - 60 = 0, b 500, c 20 - 60 = -40 -> returns 0, 0.1, -40/20/100 = -0.02
        assertThat(nodeReturn(a, b, c).value()).isCloseTo(0.08, within(1e-12));
    }

    @Test
    void hardJobKeepsItsShareInTheShortfall() {
        SlaJob a = hard("a", 0, 30, 100, 30);       // share 0.3, return 0.01, protected
        SlaJob b = soft("b", 0, 50, 100, 500, 1);   // share 0.5, highest, protected
        SlaJob c = soft("c", 0, 40, 100, 40, 1);    // share 0.4, gets the 0.2 left, finishes at 200
        assertThat(shares(1, a, b, c)).containsExactly(new double[] {0.3, 0.5, 0.2}, within(1e-12));
        LibraSlaAllocation.NodeReturn r = nodeReturn(a, b, c);
        assertThat(r.hardJobsOnTime()).isTrue();
        assertThat(r.value()).isCloseTo(0.01 + 0.1 + (40 - 100) / 40.0 / 100, within(1e-12));
    }

    @Test
    void hardJobsThatOverloadTheNodeAreReportedLate() {
        SlaJob a = hard("a", 0, 80, 100, 80);
        SlaJob b = hard("b", 0, 50, 100, 50);
        assertThat(shares(1, a, b)[0]).isCloseTo(0.8 / 1.3, within(1e-12));
        assertThat(nodeReturn(a, b).hardJobsOnTime()).isFalse();
    }

    @Test
    void exactlyFullNodeGivesEveryJobItsShareAndFullBudget() {
        SlaJob a = soft("a", 0, 50, 100, 50, 1);
        SlaJob b = soft("b", 0, 50, 100, 100, 1);
        assertThat(shares(1, a, b)).containsExactly(new double[] {0.5, 0.5}, within(1e-12));
        assertThat(nodeReturn(a, b).value()).isCloseTo(0.01 + 0.02, within(1e-12));
    }

    @Test
    void spareBeyondOneProcessorPassesToTheNextHighestReturnAndBestEffortGetsTheRest() {
        SlaJob a = soft("a", 0, 50, 100, 500, 1);   // highest, 0.5 -> 1.0
        SlaJob b = soft("b", 0, 50, 100, 50, 1);    // 0.5 -> 1.0
        SlaJob be = SlaJob.bestEffort("be", 0, 10, 1);
        assertThat(shares(3, a, b, be)).containsExactly(new double[] {1, 1, 1}, within(1e-12));
        assertThat(shares(2, a, b, be)).containsExactly(new double[] {1, 1, 0}, within(1e-12));
    }

    @Test
    void tiesForHighestReturnGoToTheEarlierJob() {
        SlaJob a = soft("a", 0, 20, 100, 20, 1);
        SlaJob b = soft("b", 0, 20, 100, 20, 1);
        assertThat(shares(1, a, b)).containsExactly(new double[] {0.8, 0.2}, within(1e-12));
    }
}
