package org.accord.scheduler.simulation;

import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.JobCompletion;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/** Turns a record's job completion into a {@link SimulatedOutcome.Completed} with delay, utility and SLA verdict. */
final class OutcomeFactory {
    private OutcomeFactory() {
    }

    static SimulatedOutcome.Completed completed(JobCompletion c, AdmissionPolicy policy, Cluster cluster) {
        SlaJob job = c.job();
        double due = c.dueTime();
        double delay = Double.isInfinite(due) ? 0 : c.finishTime() - due;
        double utility = job.sla().map(s -> s.utility(s.delay(job.submitTime(), c.finishTime()))).orElse(0.0);
        boolean policyUsesSlaDeadline = job.sla().isPresent() && due == job.dueTime();
        boolean fulfilled = policyUsesSlaDeadline
                ? job.sla().get().fulfilledBy(job.sla().get().delay(job.submitTime(), c.finishTime()))
                : delay <= Sla.DELAY_TOLERANCE;
        double waiting = c.finishTime() - job.submitTime() - slowestRuntime(c, cluster);
        return new SimulatedOutcome.Completed(job, c.nodeIds(), due, c.startTime(), c.finishTime(), delay, utility,
                Math.max(0, waiting), c.interruptions(), fulfilled);
    }

    private static double slowestRuntime(JobCompletion c, Cluster cluster) {
        double slowest = 0;
        for (String id : c.nodeIds()) {
            slowest = Math.max(slowest, cluster.runtimeOn(cluster.node(id), c.job().runtime()));
        }
        return slowest;
    }
}
