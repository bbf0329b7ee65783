package org.accord.scheduler.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.accord.scheduler.admission.AdmissionController;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.LibraBestFitAdmission;
import org.accord.scheduler.admission.LibraSlaAdmission;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

/** Seeded random streams on a small cluster: the invariants the issue names must hold for every seed. */
class RandomizedInvariantsTest {
    private static final Cluster CLUSTER = Cluster.homogeneous(4, 1, 1);

    private static List<SlaJob> stream(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<SlaJob> jobs = new ArrayList<>();
        double t = 0;
        for (int i = 0; i < 150; i++) {
            t += random.nextDouble(0, 40);
            double runtime = random.nextDouble(5, 200);
            boolean hard = random.nextDouble() < 0.3;
            Sla sla = new Sla(hard ? DeadlineType.HARD : DeadlineType.SOFT, runtime * random.nextDouble(1.05, 8),
                    runtime * random.nextDouble(1, 7), random.nextDouble(0, 4));
            jobs.add(random.nextDouble() < 0.1 ? SlaJob.bestEffort("j" + i, t, runtime, 1 + random.nextInt(2))
                    : new SlaJob("j" + i, t, runtime, 1 + random.nextInt(3), java.util.Optional.of(sla)));
        }
        return jobs;
    }

    @Test
    void acceptedHardJobsMeetTheirDeadlinesAndUtilityNeverExceedsBudget() {
        for (long seed = 1; seed <= 20; seed++) {
            for (AdmissionPolicy policy : List.of(new LibraSlaAdmission(), new LibraBestFitAdmission())) {
                SimulationResult r = Simulation.run(stream(seed), policy, CLUSTER);
                for (SimulatedOutcome.Completed c : r.completed()) {
                    if (c.job().hard()) {
                        assertThat(c.delay()).as("seed %d %s %s", seed, policy.name(), c.job().id()).isLessThanOrEqualTo(1e-6);
                    }
                    assertThat(c.utility()).isLessThanOrEqualTo(c.job().budget());
                }
                assertThat(r.metrics().jobsAccepted()).isPositive();
            }
        }
    }

    @Test
    void noNodeIsEverOverItsCapacityAndHardJobsAlwaysGetTheirDeadlineShare() {
        for (long seed = 1; seed <= 10; seed++) {
            AdmissionController controller = new AdmissionController(CLUSTER, new LibraSlaAdmission());
            for (SlaJob job : stream(seed)) {
                while (controller.record().nextEventTime() < job.submitTime()) {
                    controller.record().advanceTo(controller.record().nextEventTime());
                    assertSharesWithinCapacity(controller, seed);
                }
                controller.admit(job, job.submitTime());
                assertSharesWithinCapacity(controller, seed);
            }
        }
    }

    private static void assertSharesWithinCapacity(AdmissionController controller, long seed) {
        controller.record().read(view -> {
            for (NodeView node : view.nodes()) {
                double total = 0;
                for (PlacementView p : node.placements()) {
                    total += p.share();
                    if (p.hard()) {
                        double needed = p.remainingWork(view.clock()) / (p.dueTime() - view.clock());
                        assertThat(p.share()).as("seed %d hard job %s", seed, p.job().id()).isGreaterThanOrEqualTo(needed - 1e-9);
                    }
                }
                assertThat(total).as("seed %d node %s", seed, node.node().id()).isLessThanOrEqualTo(node.node().processors() + 1e-9);
            }
            return null;
        });
    }

    @Test
    void sameInputsGiveTheSameResult() {
        assertThat(Simulation.run(stream(3), new LibraSlaAdmission(), CLUSTER))
                .isEqualTo(Simulation.run(stream(3), new LibraSlaAdmission(), CLUSTER));
    }
}
