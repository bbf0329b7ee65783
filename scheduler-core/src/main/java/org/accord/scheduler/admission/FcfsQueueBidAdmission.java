package org.accord.scheduler.admission;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.SlaJob;

/**
 * FCFS finalisation of SLA bids with a queue (contract-net paper, experiment 1 at 0% bid time, read as a
 * local scheduler that queues work first come, first served): the bid is answered at once, and accepted if the
 * job, queued behind everything admitted before it, still finishes within its deadline.
 *
 * <p>Choice where the paper is open ("we simulate FCFS based strategy for finalizing the SLA", Section 4.2,
 * without saying whether a job may wait): the queue is kept per node, for clusters of one-processor nodes as
 * the federation's are. A node is free when its admitted processes have run ({@code now} plus their remaining
 * work, in admission order: {@link DedicatedAllocation}); the job takes the {@code p} nodes that free first
 * (ties in cluster order) and finishes when the last of its processes does. It never overtakes earlier work on
 * a node, but may use a node that frees before another node an earlier job waits for. O(n log n + placements).
 */
public final class FcfsQueueBidAdmission implements AdmissionPolicy {
    /** Name. */
    public static final String NAME = "fcfs-queue";
    private final DedicatedAllocation allocation = new DedicatedAllocation();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ShareRule shareRule() {
        return allocation;
    }

    @Override
    public AdmissionDecision evaluate(SlaJob job, RecordView view, double now) {
        if (BestEffortPlacement.tooWide(job, view)) {
            return BestEffortPlacement.rejectTooWide(job, view);
        }
        List<? extends NodeView> nodes = view.nodes();
        double[] free = new double[nodes.size()];
        for (int i = 0; i < free.length; i++) {
            free[i] = freeAt(nodes.get(i), now);
        }
        List<Integer> chosen = IntStream.range(0, free.length).boxed()
                .sorted(Comparator.comparingDouble((Integer i) -> free[i]).thenComparing(i -> i))
                .limit(job.processors()).toList();
        double done = chosen.stream()
                .mapToDouble(i -> free[i] + view.cluster().runtimeOn(nodes.get(i).node(), job.runtime()))
                .max().orElse(now);
        if (chosen.size() < job.processors() || job.dueTime() < done - 1e-9) {
            return new AdmissionDecision.Rejected(job.id(), "queued first come, first served, job " + job.id()
                    + " would finish " + SpaceSharedFit.seconds(done - now) + " from now, "
                    + SpaceSharedFit.seconds(done - job.dueTime()) + " after its due time");
        }
        return new AdmissionDecision.Accepted(job.id(), chosen.stream().map(i -> nodes.get(i).node().id()).toList(),
                job.dueTime());
    }

    private static double freeAt(NodeView node, double now) {
        double work = 0;
        for (var p : node.placements()) {
            work += p.remainingWork(now);
        }
        return now + work / Math.max(1, node.node().processors());
    }
}
