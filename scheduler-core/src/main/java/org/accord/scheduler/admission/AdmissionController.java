package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.AdmittedJob;
import org.accord.scheduler.resource.CapacityHold;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.ResourceRecord;
import org.accord.scheduler.sla.SlaJob;

/**
 * A policy bound to a resource record: the entry point for a provider that admits jobs one at a time from
 * many threads. {@link #admit} evaluates and commits under the record's exclusive lock, so concurrent
 * admissions are serialised and can never over-commit a node; {@link #whatIf} evaluates under the shared lock
 * and changes nothing (use it for counter-offers).
 */
public final class AdmissionController {
    private final AdmissionPolicy policy;
    private final ResourceRecord record;

    private AdmissionController(AdmissionPolicy policy, ResourceRecord record) {
        this.policy = policy;
        this.record = record;
    }

    /** A controller over an empty record of {@code cluster} whose clock starts at {@code clock}. */
    public AdmissionController(Cluster cluster, AdmissionPolicy policy, double clock) {
        this(policy, new ResourceRecord(cluster, policy.shareRule(), clock));
    }

    /** A controller over an empty record of {@code cluster} whose clock starts at 0. */
    public AdmissionController(Cluster cluster, AdmissionPolicy policy) {
        this(cluster, policy, 0);
    }

    /** A controller over a record rebuilt from stored admitted jobs and holds (see {@link ResourceRecord#restore}). */
    public static AdmissionController restore(Cluster cluster, AdmissionPolicy policy, double clock,
                                              List<AdmittedJob> admitted, List<CapacityHold> holds) {
        return new AdmissionController(policy,
                ResourceRecord.restore(cluster, policy.shareRule(), clock, admitted, holds));
    }

    /** Decides on {@code job} at {@code now} without changing the record (remaining work is projected to {@code now}). */
    public AdmissionDecision whatIf(SlaJob job, double now) {
        return record.read(view -> policy.evaluate(job, view, now));
    }

    /** Advances the record to {@code now}, decides on {@code job} and, if accepted, places it, all atomically. */
    public AdmissionDecision admit(SlaJob job, double now) {
        return record.update(update -> {
            update.advanceTo(now);
            AdmissionDecision decision = policy.evaluate(job, update, now);
            if (decision instanceof AdmissionDecision.Accepted accepted) {
                update.place(job, accepted.nodeIds(), accepted.dueTime());
            }
            return decision;
        });
    }

    /** The policy. */
    public AdmissionPolicy policy() {
        return policy;
    }

    /** The record (advance it, drain completions, snapshot it for storage, hold capacity). */
    public ResourceRecord record() {
        return record;
    }
}
