package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.sla.SlaJob;

/**
 * Where a job without an SLA goes under the time-shared policies: it is always accepted (if the cluster has
 * enough nodes), on the nodes holding the fewest processes, ties by cluster order. It only ever receives
 * processor time the SLA jobs leave unused, so it never displaces them.
 */
final class BestEffortPlacement {
    private BestEffortPlacement() {
    }

    static AdmissionDecision place(SlaJob job, RecordView view) {
        List<? extends NodeView> nodes = view.nodes();
        NodeChoices all = new NodeChoices(nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            all.add(i, nodes.get(i).processCount());
        }
        return new AdmissionDecision.Accepted(job.id(), all.best(nodes, job.processors(), false),
                Double.POSITIVE_INFINITY);
    }

    /** A rejection when the job asks for more nodes than the cluster has, if it does. */
    static boolean tooWide(SlaJob job, RecordView view) {
        return job.processors() > view.nodes().size();
    }

    static AdmissionDecision.Rejected rejectTooWide(SlaJob job, RecordView view) {
        return new AdmissionDecision.Rejected(job.id(), "job requests " + job.processors()
                + " processors but the cluster has " + view.nodes().size() + " nodes");
    }
}
