package org.accord.scheduler.admission;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.accord.scheduler.resource.CapacityHold;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ResourceRecord;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

/**
 * The record's skip list of nodes with room ({@link RecordView#nextWithRoom}) changes nothing: the space-shared fit
 * chooses the same nodes as a scan of every node, on a record that fills, empties as jobs finish, and has holds.
 */
class SpaceSharedFitTest {

    @Test
    void skippingFullNodesChoosesTheSameNodesAsScanningEveryNode() {
        ResourceRecord record = new ResourceRecord(Cluster.homogeneous(300, 2, 1), new DedicatedAllocation());
        record.tryHold(new CapacityHold("maintenance", "node-5", 100, 5000, 1));
        SplittableRandom random = new SplittableRandom(7);
        int compared = 0;
        int fitted = 0;
        for (int i = 0; i < 2000; i++) {
            double now = i * 2.0;
            SlaJob job = job("j" + i, now, random);
            record.advanceTo(now);
            Optional<List<String>> indexed = record.read(view -> SpaceSharedFit.nodesFor(job, view, now));
            Optional<List<String>> scanned = record.read(view -> SpaceSharedFit.nodesFor(job, everyNode(view), now));
            assertThat(indexed).as("job %d at %.0f s", i, now).isEqualTo(scanned);
            compared++;
            if (indexed.isPresent()) {
                fitted++;
                record.update(u -> {
                    u.place(job, indexed.get(), job.dueTime());
                    return null;
                });
            }
        }
        assertThat(compared).isEqualTo(2000);
        assertThat(fitted).as("some offers fit, some do not").isBetween(100, 1900);
    }

    private static SlaJob job(String id, double now, SplittableRandom random) {
        double runtime = 50 + random.nextDouble() * 1000;
        return SlaJob.withSla(id, now, runtime, 1 + random.nextInt(8),
                new Sla(DeadlineType.SOFT, runtime * 2, 10, 0.01));
    }

    /** The same view without the skip list: {@link RecordView#nextWithRoom}'s default visits every node. */
    private static RecordView everyNode(RecordView view) {
        return new RecordView() {
            @Override
            public Cluster cluster() {
                return view.cluster();
            }

            @Override
            public List<? extends NodeView> nodes() {
                return view.nodes();
            }

            @Override
            public double clock() {
                return view.clock();
            }
        };
    }
}
