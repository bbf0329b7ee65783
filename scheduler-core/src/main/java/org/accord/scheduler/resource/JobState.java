package org.accord.scheduler.resource;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.sla.SlaJob;

/** Book-keeping of one admitted job across its nodes. */
final class JobState {
    final SlaJob job;
    final double dueTime;
    final double admittedAt;
    final long sequence;
    final List<String> nodeIds = new ArrayList<>();
    final List<NodePlacement> placements = new ArrayList<>();
    double startTime = Double.NaN;
    int interruptions;
    int unfinished;

    JobState(SlaJob job, double dueTime, double admittedAt, long sequence) {
        this.job = job;
        this.dueTime = dueTime;
        this.admittedAt = admittedAt;
        this.sequence = sequence;
    }

    JobCompletion completedAt(double finish) {
        return new JobCompletion(job, nodeIds, dueTime, admittedAt, startTime, finish, interruptions);
    }
}
