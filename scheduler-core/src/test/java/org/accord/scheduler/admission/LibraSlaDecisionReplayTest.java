package org.accord.scheduler.admission;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import org.accord.scheduler.resource.CapacityHold;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.JobCompletion;
import org.accord.scheduler.resource.Node;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

/**
 * Pins LibraSLA's decisions on long seeded sequences of offers, "what if" questions, holds placed and released
 * and clock advances: every decision (accepted or not, the nodes chosen in order, the due time, the reason),
 * every completion (its nodes and finish time, which follow the shares) and every next-event time is written to
 * a log, and the log's SHA-256 must equal the one recorded from the implementation before admission's
 * per-node data was packed into arrays (commit 3dac73b). Any change of a share, a return, a suitable node or
 * the order of ties changes the digest.
 */
class LibraSlaDecisionReplayTest {

    @Test
    void librasla_decides_exactly_as_recorded_on_a_mixed_cluster_with_holds() {
        assertThat(digest(replay("librasla", mixedCluster(), 3000, 11, true)))
                .isEqualTo("c54f4c6d810c443f8a5019a55664325d9b7a203d5c192440c3807524ae445cf0");
    }

    @Test
    void librasla_value_decides_exactly_as_recorded_on_a_mixed_cluster_with_holds() {
        assertThat(digest(replay("librasla-value", mixedCluster(), 3000, 12, true)))
                .isEqualTo("757d18099d0422bc7e17371c8000d636e7aa42d5c9ba4b31c436da115880781f");
    }

    @Test
    void librasla_decides_exactly_as_recorded_on_the_provider_benchmarks_nodes_and_offer() {
        assertThat(digest(replay("librasla", Cluster.homogeneous(96, 1, 1), 6000, 13, false)))
                .isEqualTo("eb67208c309beeb8fd762cf17045bfd77d15c35825dfc0490d0c1835d7deaaa6");
    }

    /** 40 nodes: three speed classes in runs, one to four processors. */
    private static Cluster mixedCluster() {
        List<Node> nodes = new ArrayList<>();
        double[] speeds = {1, 1, 1.5, 1.5, 1.5, 0.8, 1, 2};
        for (int i = 0; i < 40; i++) {
            nodes.add(new Node("n" + i, 1 + i % 4 / 2 + (i % 7 == 0 ? 2 : 0), speeds[i / 5]));
        }
        return new Cluster(nodes, 1);
    }

    /**
     * Offers at exponential gaps. With {@code varied} the offers mix HARD and SOFT, best-effort, too tight and
     * too wide jobs of 1 to 6 processors, and holds come and go; without it every offer is the provider
     * benchmark's (4 processors, 7200 s, deadline 14400 s, SOFT, budget 100, penalty rate 0.01).
     */
    private static String replay(String policyName, Cluster cluster, int offers, long seed, boolean varied) {
        SplittableRandom random = new SplittableRandom(seed);
        AdmissionController controller = new AdmissionController(cluster, PolicyRegistry.create(policyName), 0);
        StringBuilder log = new StringBuilder();
        List<String> holds = new ArrayList<>();
        double now = 0;
        for (int i = 0; i < offers; i++) {
            now += -(varied ? 900 : 667) * Math.log(1 - random.nextDouble());
            if (random.nextInt(3) == 0) {
                controller.record().advanceTo(now - random.nextDouble() * 100);
            }
            SlaJob job = varied ? variedJob(random, "j" + i, now) : SlaJob.withSla("j" + i, now, 7200, 4,
                    new Sla(DeadlineType.SOFT, 14400, 100, 0.01));
            if (varied && random.nextInt(4) == 0) {
                log.append("W ").append(controller.whatIf(job, now)).append('\n');
            }
            if (varied && random.nextInt(10) == 0) {
                Node node = cluster.nodes().get(random.nextInt(cluster.nodes().size()));
                double from = now + random.nextDouble() * 20000 - 5000;
                CapacityHold hold = new CapacityHold("h" + i, node.id(), from, from + 1000 + random.nextDouble() * 30000,
                        1 + random.nextInt(node.processors()));
                boolean placed = controller.record().tryHold(hold);
                if (placed) {
                    holds.add(hold.id());
                }
                log.append("H ").append(hold.id()).append(' ').append(placed).append('\n');
            }
            if (varied && !holds.isEmpty() && random.nextInt(12) == 0) {
                controller.record().releaseHold(holds.remove(random.nextInt(holds.size())));
            }
            log.append("D ").append(controller.admit(job, now)).append('\n');
            for (JobCompletion done : controller.record().drainCompletions()) {
                log.append("F ").append(done.job().id()).append(' ').append(done.nodeIds()).append(' ')
                        .append(done.finishTime()).append(' ').append(done.interruptions()).append('\n');
            }
            log.append("N ").append(controller.record().nextEventTime()).append('\n');
        }
        return log.toString();
    }

    private static SlaJob variedJob(SplittableRandom random, String id, double now) {
        double runtime = 600 + random.nextDouble() * 20000;
        int processors = random.nextInt(20) == 0 ? 60 : 1 + random.nextInt(6);
        if (random.nextInt(10) == 0) {
            return SlaJob.bestEffort(id, now, runtime, processors);
        }
        double deadline = random.nextInt(15) == 0 ? runtime * 0.9 : runtime * (1.05 + random.nextDouble() * 3);
        DeadlineType type = random.nextInt(4) == 0 ? DeadlineType.HARD : DeadlineType.SOFT;
        Sla sla = new Sla(type, deadline, runtime * processors * (0.5 + random.nextDouble()),
                random.nextInt(8) == 0 ? 0 : random.nextDouble() * 0.1);
        return SlaJob.withSla(id, now, runtime, processors, sla);
    }

    private static String digest(String log) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(log.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
