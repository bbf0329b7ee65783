package org.accord.scheduler.resource;

import java.util.List;
import org.accord.scheduler.sla.SlaJob;

/**
 * A job whose last process finished.
 *
 * @param job           the job
 * @param nodeIds       the nodes it ran on
 * @param dueTime       absolute due time the policy assigned
 * @param admittedAt    when it was admitted
 * @param startTime     when it first received processor time
 * @param finishTime    when its last process finished
 * @param interruptions the most times any one of its processes was stopped (share fell to zero) before finishing
 */
public record JobCompletion(SlaJob job, List<String> nodeIds, double dueTime, double admittedAt,
                            double startTime, double finishTime, int interruptions) {

    public JobCompletion {
        nodeIds = List.copyOf(nodeIds);
    }
}
