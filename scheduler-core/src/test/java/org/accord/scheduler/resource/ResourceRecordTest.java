package org.accord.scheduler.resource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.accord.scheduler.SchedulerException;
import org.accord.scheduler.admission.AdmissionController;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.LibraSlaAdmission;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class ResourceRecordTest {

    private static SlaJob hard(String id, double submit, double runtime, double deadline) {
        return SlaJob.withSla(id, submit, runtime, 1, new Sla(DeadlineType.HARD, deadline, runtime, 1));
    }

    @Test
    void concurrentAdmissionsNeverOverCommitANode() throws Exception {
        AdmissionController controller = new AdmissionController(Cluster.homogeneous(4, 1, 1), new LibraSlaAdmission());
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<AdmissionDecision>> decisions = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            SlaJob job = hard("j" + i, 0, 30, 100);                       // needs 0.3 of a processor
            decisions.add(pool.submit(() -> controller.admit(job, 0)));
        }
        int accepted = 0;
        for (Future<AdmissionDecision> d : decisions) {
            accepted += d.get() instanceof AdmissionDecision.Accepted ? 1 : 0;
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        assertThat(accepted).isEqualTo(12);                                 // three per node: 0.9 each
        controller.record().read(view -> {
            view.nodes().forEach(n -> assertThat(n.placements()).hasSize(3));
            return null;
        });
    }

    @Test
    void restoredRecordFinishesJobsExactlyAsTheOriginal() {
        AdmissionController original = new AdmissionController(Cluster.homogeneous(2, 1, 1), new LibraSlaAdmission());
        original.admit(hard("a", 0, 40, 100), 0);
        original.admit(SlaJob.withSla("b", 0, 30, 2, new Sla(DeadlineType.SOFT, 300, 10, 1)), 0);
        original.record().advanceTo(20);
        List<AdmittedJob> stored = original.record().admittedJobs();
        AdmissionController restored = AdmissionController.restore(original.record().cluster(), new LibraSlaAdmission(),
                20, stored, List.of());
        assertThat(restored.record().admittedJobs()).isEqualTo(stored);
        original.record().advanceTo(1000);
        restored.record().advanceTo(1000);
        assertThat(restored.record().drainCompletions()).isEqualTo(original.record().drainCompletions());
    }

    @Test
    void aJobFinishesWhenItsWorkEndsNotWhenTheRecordIsNextAdvanced() {
        AdmissionController controller = new AdmissionController(Cluster.homogeneous(1, 1, 1), new LibraSlaAdmission());
        controller.admit(hard("a", 0, 10, 100), 0);

        controller.record().advanceTo(1000);

        assertThat(controller.record().drainCompletions()).singleElement()
                .satisfies(c -> assertThat(c.finishTime()).isCloseTo(10, within(1e-9)));
    }

    @Test
    void oneLongAdvanceFinishesJobsExactlyAsManySmallOnes() {
        AdmissionController jumping = new AdmissionController(Cluster.homogeneous(2, 1, 1), new LibraSlaAdmission());
        AdmissionController stepping = new AdmissionController(Cluster.homogeneous(2, 1, 1), new LibraSlaAdmission());
        for (AdmissionController c : List.of(jumping, stepping)) {
            c.admit(hard("a", 0, 40, 100), 0);
            c.admit(SlaJob.withSla("b", 0, 30, 2, new Sla(DeadlineType.SOFT, 300, 10, 1)), 0);
            c.admit(SlaJob.withSla("c", 0, 25, 1, new Sla(DeadlineType.SOFT, 50, 10, 1)), 0);
        }

        jumping.record().advanceTo(1000);
        for (int t = 1; t <= 1000; t++) {
            stepping.record().advanceTo(t * 0.7 + (t % 3));
        }
        stepping.record().advanceTo(1000);

        assertThat(jumping.record().drainCompletions()).hasSize(3)
                .isEqualTo(stepping.record().drainCompletions());
    }

    @Test
    void placingOnARepeatedUnknownOrNoNodeIsRefusedAndPlacesNothing() {
        ResourceRecord record = new ResourceRecord(Cluster.homogeneous(3, 1, 1), new LibraSlaAdmission().shareRule());
        SlaJob job = SlaJob.withSla("j", 0, 10, 2, new Sla(DeadlineType.SOFT, 100, 10, 1));

        assertThatThrownBy(() -> record.update(u -> {
            u.place(job, List.of("node-1", "node-1"), 100);
            return null;
        })).isInstanceOf(SchedulerException.class).hasMessage("a job needs distinct nodes, got [node-1, node-1] for j");
        assertThatThrownBy(() -> record.update(u -> {
            u.place(job, List.of("node-0", "node-7"), 100);
            return null;
        })).isInstanceOf(SchedulerException.class).hasMessage("unknown node: node-7");
        assertThatThrownBy(() -> record.update(u -> {
            u.place(job, List.of(), 100);
            return null;
        })).isInstanceOf(SchedulerException.class).hasMessageStartingWith("a job needs distinct nodes");
        assertThat(record.admittedCount()).isZero();

        record.update(u -> {
            u.place(job, List.of("node-2", "node-0"), 100);
            return null;
        });
        assertThat(record.admittedJobs()).singleElement()
                .satisfies(stored -> assertThat(stored.processes()).extracting(ProcessWork::nodeId)
                        .containsExactly("node-2", "node-0"));
    }

    @Test
    void restoreRejectsUnknownNodes() {
        AdmittedJob ghost = new AdmittedJob(hard("g", 0, 10, 100), 100, 0, java.util.OptionalDouble.empty(), 0,
                List.of(new ProcessWork("node-9", 10)));
        assertThatThrownBy(() -> ResourceRecord.restore(Cluster.homogeneous(1, 1, 1), new LibraSlaAdmission().shareRule(),
                0, List.of(ghost), List.of())).isInstanceOf(SchedulerException.class).hasMessage("unknown node: node-9");
    }

    @Test
    void heldCapacityIsUnavailableToLibraSlaDuringTheHold() {
        AdmissionController controller = new AdmissionController(Cluster.homogeneous(1, 1, 1), new LibraSlaAdmission());
        assertThat(controller.record().tryHold(new CapacityHold("r1", "node-0", 0, 500, 1))).isTrue();
        assertThat(controller.admit(hard("a", 0, 10, 100), 0)).isInstanceOf(AdmissionDecision.Rejected.class);
        assertThat(controller.admit(hard("b", 500, 10, 100), 500)).isInstanceOf(AdmissionDecision.Accepted.class);
    }

    @Test
    void holdIsRefusedWhenHardJobsNeedTheCapacity() {
        AdmissionController controller = new AdmissionController(Cluster.homogeneous(1, 1, 1), new LibraSlaAdmission());
        controller.admit(hard("a", 0, 50, 100), 0);
        assertThat(controller.record().tryHold(new CapacityHold("r1", "node-0", 10, 20, 1))).isFalse();
        assertThat(controller.record().holds()).isEmpty();
    }

    @Test
    void jobsRunFasterOnFasterNodes() {
        Cluster mixed = new Cluster(List.of(new Node("slow", 1, 100), new Node("fast", 1, 200)), 100);
        assertThat(mixed.runtimeOn(mixed.node("fast"), 50)).isEqualTo(25.0);
        ResourceRecord record = new ResourceRecord(mixed, new LibraSlaAdmission().shareRule());
        record.update(u -> {
            u.place(hard("a", 0, 50, 100), List.of("fast"), 100);
            return null;
        });
        record.advanceTo(record.nextEventTime());
        assertThat(record.drainCompletions().get(0).finishTime()).isCloseTo(25, within(1e-9));
    }

    @Test
    void placementArraysMirrorThePlacementsAfterEveryChange() {
        AdmissionController controller = new AdmissionController(Cluster.homogeneous(2, 1, 1), new LibraSlaAdmission());
        controller.admit(hard("a", 0, 40, 100), 0);
        controller.admit(SlaJob.withSla("b", 0, 30, 2, new Sla(DeadlineType.SOFT, 300, 10, 1)), 0);
        assertArraysMirror(controller.record(), 10);
        controller.record().advanceTo(25);
        controller.admit(hard("c", 25, 20, 200), 25);
        assertArraysMirror(controller.record(), 30);
        controller.record().advanceTo(80);
        assertArraysMirror(controller.record(), 90);
    }

    private static void assertArraysMirror(ResourceRecord record, double now) {
        record.read(view -> {
            for (NodeView node : view.nodes()) {
                PlacementArrays arrays = node.arrays();
                assertThat(arrays.size()).isEqualTo(node.placements().size());
                for (int i = 0; i < arrays.size(); i++) {
                    PlacementView p = node.placements().get(i);
                    assertThat(arrays.remainingWork(i, now)).isCloseTo(p.remainingWork(now), within(1e-9));
                    assertThat(arrays.dueTime(i)).isEqualTo(p.dueTime());
                    assertThat(arrays.budgetReturn(i)).isEqualTo(p.budgetReturn());
                    assertThat(arrays.runtimeOnNode(i)).isEqualTo(p.runtimeOnNode());
                    assertThat(arrays.hard(i)).isEqualTo(p.hard());
                    assertThat(arrays.processors(i)).isEqualTo(p.job().processors());
                    assertThat(arrays.sla(i)).isEqualTo(p.sla().orElse(null));
                }
            }
            return null;
        });
    }
}
