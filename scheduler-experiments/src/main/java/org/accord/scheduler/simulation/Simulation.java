package org.accord.scheduler.simulation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.accord.scheduler.SchedulerException;
import org.accord.scheduler.admission.AdmissionController;
import org.accord.scheduler.admission.AdmissionDecision;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.BidQueue;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.resource.JobCompletion;
import org.accord.scheduler.sla.SlaJob;

/**
 * Replays a job stream through a policy on a cluster: a job stream + a policy + a cluster give a
 * {@link SimulationResult}. Usage: {@code Simulation.run(jobs, PolicyRegistry.create("librasla"), Cluster.sdscSp2())}.
 *
 * <p>Events are job arrivals, process completions and hold boundaries (from the record) and bid timeouts
 * (from the {@link BidQueue}). At one instant they are handled in this order: completions, then a STRICT
 * GREEDY pass over pending bids if anything finished, then bid timeouts, then arrivals (in stream order).
 * An arriving bid is offered at once: pending bids did not fit before it arrived, and an arrival frees
 * nothing, so offering it alone is the same as re-sorting the queue with it (Algorithm 2's arrival event).
 *
 * <p>A run is single-threaded, uses no global state and no randomness, so the same inputs give the same
 * result; run many in parallel threads freely.
 */
public final class Simulation {
    private final AdmissionPolicy policy;
    private final Cluster cluster;

    public Simulation(AdmissionPolicy policy, Cluster cluster) {
        this.policy = policy;
        this.cluster = cluster;
    }

    /** Runs {@code jobs} through {@code policy} on {@code cluster}. */
    public static SimulationResult run(List<SlaJob> jobs, AdmissionPolicy policy, Cluster cluster) {
        return new Simulation(policy, cluster).run(jobs);
    }

    /** Runs {@code jobs} (in any order; replayed by submit time, ties in list order) until every admitted job completes. */
    public SimulationResult run(List<SlaJob> jobs) {
        List<SlaJob> stream = new ArrayList<>(jobs);
        stream.sort(Comparator.comparingDouble(SlaJob::submitTime));
        double start = stream.isEmpty() ? 0 : stream.get(0).submitTime();
        AdmissionController controller = new AdmissionController(cluster, policy, start);
        BidQueue bids = new BidQueue();
        Map<String, SimulatedOutcome> outcomes = new HashMap<>();
        Map<String, SlaJob> byId = new HashMap<>();
        stream.forEach(j -> byId.put(j.id(), j));
        int next = 0;
        while (true) {
            double arrival = next < stream.size() ? stream.get(next).submitTime() : Double.POSITIVE_INFINITY;
            double now = Math.min(arrival, Math.min(controller.record().nextEventTime(), bids.nextExpiry()));
            if (now == Double.POSITIVE_INFINITY) {
                break;
            }
            controller.record().advanceTo(now);
            List<JobCompletion> done = controller.record().drainCompletions();
            done.forEach(c -> outcomes.put(c.job().id(), OutcomeFactory.completed(c, policy, cluster)));
            if (!done.isEmpty() && !bids.isEmpty()) {
                bids.reexamine(controller, now);
            }
            bids.expire(controller, now).forEach(d -> refuseIfRejected(d, byId, outcomes));
            while (next < stream.size() && stream.get(next).submitTime() <= now) {
                SlaJob job = stream.get(next++);
                AdmissionDecision decision = controller.admit(job, now);
                if (decision instanceof AdmissionDecision.Pending pending) {
                    bids.add(job, pending.expiresAt());
                } else if (decision instanceof AdmissionDecision.Rejected rejected) {
                    outcomes.put(job.id(), new SimulatedOutcome.Refused(job, rejected.reason()));
                }
            }
        }
        List<SimulatedOutcome> ordered = stream.stream().map(j -> outcome(outcomes, j)).toList();
        return new SimulationResult(policy.name(), ordered, MetricsCollector.collect(ordered, policy, cluster));
    }

    private static void refuseIfRejected(AdmissionDecision decision, Map<String, SlaJob> byId, Map<String, SimulatedOutcome> outcomes) {
        if (decision instanceof AdmissionDecision.Rejected rejected) {
            SlaJob job = byId.get(rejected.jobId());
            outcomes.put(job.id(), new SimulatedOutcome.Refused(job, rejected.reason()));
        }
    }

    private static SimulatedOutcome outcome(Map<String, SimulatedOutcome> outcomes, SlaJob job) {
        SimulatedOutcome outcome = outcomes.get(job.id());
        if (outcome == null) {
            throw new SchedulerException("job left without an outcome (duplicate job id?): " + job.id());
        }
        return outcome;
    }
}
