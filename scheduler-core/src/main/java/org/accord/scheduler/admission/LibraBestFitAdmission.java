package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.SlaJob;

/**
 * Libra, the baseline of the LibraSLA paper: every deadline is treated as hard, a node is suitable if the
 * deadline shares of its jobs plus the new job's share fit in its processors, and the job goes to the
 * {@code numproc} suitable nodes with the least free processor time after accepting it (best fit, ties:
 * cluster order), "so that nodes are saturated to their maximum and more later arriving jobs may be accepted".
 * Rejected if fewer than {@code numproc} nodes are suitable. A job whose deadline cannot be met even on a
 * free processor (share above one) fits nowhere. Cost: O(m * n) per decision.
 */
public final class LibraBestFitAdmission implements AdmissionPolicy {
    /** Registry name. */
    public static final String NAME = "libra";
    private final LibraAllocation allocation = new LibraAllocation();

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
        if (job.sla().isEmpty()) {
            return BestEffortPlacement.place(job, view);
        }
        List<? extends NodeView> nodes = view.nodes();
        NodeChoices suitable = new NodeChoices(nodes.size());
        for (int j = 0; j < nodes.size(); j++) {
            double free = freeAfter(job, nodes.get(j), view, now);
            if (free >= -1e-12) {
                suitable.add(j, free);
            }
        }
        if (suitable.size() < job.processors()) {
            return new AdmissionDecision.Rejected(job.id(), "only " + suitable.size() + " of " + nodes.size()
                    + " nodes can meet the deadline, job needs " + job.processors());
        }
        return new AdmissionDecision.Accepted(job.id(), suitable.best(nodes, job.processors(), false), job.dueTime());
    }

    /** Free processor time per second left on {@code node} after accepting {@code job}; negative if it does not fit. */
    private static double freeAfter(SlaJob job, NodeView node, RecordView view, double now) {
        double window = job.dueTime() - now;
        double work = view.cluster().runtimeOn(node.node(), job.runtime());
        if (window <= 0 || work > window) {
            return -1;
        }
        double load = work / window;
        double latest = job.dueTime();
        for (PlacementView p : node.placements()) {
            load += NodeJobs.requiredShare(p.hasSla(), p.remainingWork(now), p.dueTime() - now);
            if (p.dueTime() != Double.POSITIVE_INFINITY) {
                latest = Math.max(latest, p.dueTime());
            }
        }
        return node.capacityOver(now, latest) - load;
    }
}
