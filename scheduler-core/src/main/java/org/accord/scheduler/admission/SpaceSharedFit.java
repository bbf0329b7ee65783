package org.accord.scheduler.admission;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.sla.SlaJob;

/**
 * The test of Algorithm 2 of the contract-net paper (lines 1.17 and 1.40): {@code r >= p} free processors and
 * effective deadline {@code de >= D(J, R)}, the expected response time. Here a node has as many free
 * processors as its processors (less holds over the run) minus the processes on it, a job takes one
 * processor on each of {@code p} distinct nodes (first free nodes in cluster order), {@code D} is its run time
 * on the slowest chosen node (it starts at once) and {@code de} is the time left until its SLA due time.
 *
 * <p>Nodes are visited through {@link RecordView#nextWithRoom}, which skips full nodes: on the slurm backend's
 * record (one slot per core: 32,768 slots for 1,024 nodes of 32 CPUs) a scan of every slot took a median of 12-18
 * ms with 10,000 live agreements, the skip list answers in microseconds ({@code ./accord bench admission}, rows
 * "slurm fcfs" and "slurm greedy-backfilling"). The result is the scan's: a skipped node has no free processor.
 */
final class SpaceSharedFit {
    private SpaceSharedFit() {
    }

    /** The chosen nodes if the job fits now, empty otherwise. */
    static Optional<List<String>> nodesFor(SlaJob job, RecordView view, double now) {
        List<String> chosen = new ArrayList<>();
        double response = 0;
        List<? extends NodeView> nodes = view.nodes();
        for (int j = view.nextWithRoom(0); j < nodes.size(); j = view.nextWithRoom(j + 1)) {
            NodeView node = nodes.get(j);
            double runtime = view.cluster().runtimeOn(node.node(), job.runtime());
            if (node.capacityOver(now, now + runtime) - node.processCount() >= 1) {
                chosen.add(node.node().id());
                response = Math.max(response, runtime);
                if (chosen.size() == job.processors()) {
                    break;
                }
            }
        }
        boolean fits = chosen.size() == job.processors() && job.dueTime() - now >= response - 1e-9;
        return fits ? Optional.of(chosen) : Optional.empty();
    }

    /**
     * Why no nodes fit: the deadline as seconds from {@code now}, since the core's times count from an origin
     * only the caller knows (the provider's from the Unix epoch, a simulation's from its start).
     */
    static String whyNot(SlaJob job, double now) {
        return "no " + job.processors() + " free processors that finish it within its deadline, "
                + seconds(job.dueTime() - now) + " from now";
    }

    /** A duration as {@code 1234.5 s}: whole seconds and one decimal, never an exponent. */
    static String seconds(double duration) {
        return String.format(java.util.Locale.ROOT, "%.1f s", duration);
    }
}
