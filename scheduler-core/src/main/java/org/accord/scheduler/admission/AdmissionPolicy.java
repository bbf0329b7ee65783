package org.accord.scheduler.admission;

import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.SlaJob;

/**
 * An admission policy: decides on one job against a consistent view of the resource record, without
 * changing it, and states how admitted jobs share a node's processor time. Implementations are immutable
 * and thread-safe; one instance may serve any number of records and threads.
 */
public interface AdmissionPolicy {

    /** Stable registry name, e.g. {@code librasla}. */
    String name();

    /** Decides on {@code job} at time {@code now}; never mutates {@code view}. */
    AdmissionDecision evaluate(SlaJob job, RecordView view, double now);

    /** How processor time is divided on a node among the jobs this policy admits. */
    ShareRule shareRule();

    /** The absolute due time this policy gives a job (the SLA deadline unless the policy defines its own). */
    default double dueTime(SlaJob job) {
        return job.dueTime();
    }

    /** Processes the job occupies when admitted (one per node). */
    default int processes(SlaJob job) {
        return job.processors();
    }
}
