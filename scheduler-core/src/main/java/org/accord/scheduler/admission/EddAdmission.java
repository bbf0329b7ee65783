package org.accord.scheduler.admission;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.accord.scheduler.resource.Candidate;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * Greedy acceptance with preemptive EDD, SSL-SM and SSL-PM of Lezama Barquet, Tchernykh and Yahyapour (single
 * service level). Every job gets the deadline {@code d_j = r_j + f * p_j} at its release (its own SLA deadline
 * is ignored), with slack factor {@code f >= 1} and {@code p_j} its run time at the reference speed. The job is
 * accepted on a machine if it and every job already accepted there still complete by their deadlines under
 * preemptive EDD, which is checked by running the remaining work in deadline order from {@code now}.
 *
 * <p>Choices where the paper is open:
 * <ul>
 *   <li>A machine is a node; SSL-SM is this policy on a one-node cluster, SSL-PM on several nodes.</li>
 *   <li>SSL-PM assigns a job to one machine and never migrates it. The paper says only that SSL-PM "accepts
 *       jobs considering all available processors in parallel machines", so every machine is examined, not
 *       just the first that passes: among the machines that pass the test, the job goes to the one where it
 *       completes earliest in the EDD schedule of that machine (the least waiting for the job, which is the
 *       paper's waiting-time metric), ties to the lowest cluster index. First fit, the earlier choice, puts
 *       every job on machine 1 once the slack factor is large, so 2 and 3 machines would behave like one,
 *       contrary to the paper's Figs. 6-11 (more machines make the waiting time grow less; efficiency
 *       depends on the number of machines only at moderate slack factors).</li>
 *   <li>As in the paper's experiments, parallelism is abstracted: every job occupies one processor of one
 *       machine whatever it requested ({@link #processes} is 1).</li>
 *   <li>Equal deadlines run in admission order, so a new job with a deadline equal to an accepted one's
 *       runs after it; the test tolerates {@link Sla#DELAY_TOLERANCE} of rounding.</li>
 *   <li>A machine with a hold overlapping the job's window (less than one free processor) is skipped.</li>
 * </ul>
 */
public final class EddAdmission implements AdmissionPolicy {
    /** Registry name. */
    public static final String NAME = "edd";
    private final double slackFactor;
    private final EddAllocation allocation = new EddAllocation();

    /** EDD acceptance with slack factor {@code slackFactor >= 1}. */
    public EddAdmission(double slackFactor) {
        if (!(slackFactor >= 1) || Double.isInfinite(slackFactor)) {
            throw new IllegalArgumentException("slack factor must be at least 1: " + slackFactor);
        }
        this.slackFactor = slackFactor;
    }

    /** The slack factor f. */
    public double slackFactor() {
        return slackFactor;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ShareRule shareRule() {
        return allocation;
    }

    @Override
    public double dueTime(SlaJob job) {
        return job.submitTime() + slackFactor * job.runtime();
    }

    @Override
    public int processes(SlaJob job) {
        return 1;
    }

    @Override
    public AdmissionDecision evaluate(SlaJob job, RecordView view, double now) {
        double due = dueTime(job);
        List<? extends NodeView> nodes = view.nodes();
        NodeView best = null;
        double bestCompletion = Double.POSITIVE_INFINITY;
        for (NodeView node : nodes) {
            Candidate candidate = new Candidate(job, view.cluster().runtimeOn(node.node(), job.runtime()), due);
            OptionalDouble completion = node.capacityOver(now, due) >= 1
                    ? completionUnderEdd(node.placements(), candidate, now) : OptionalDouble.empty();
            if (completion.isPresent() && completion.getAsDouble() < bestCompletion) {
                best = node;
                bestCompletion = completion.getAsDouble();
            }
        }
        if (best != null) {
            return new AdmissionDecision.Accepted(job.id(), List.of(best.node().id()), due);
        }
        return new AdmissionDecision.Rejected(job.id(), "no machine of " + nodes.size()
                + " completes the job and its accepted jobs by their deadlines under EDD (deadline "
                + SpaceSharedFit.seconds(due - now) + " from now)");
    }

    /**
     * The candidate's completion time when it and the accepted jobs run in EDD order from {@code now}, or empty
     * if some job, the candidate included, would then miss its due time.
     */
    static OptionalDouble completionUnderEdd(List<? extends PlacementView> placements, PlacementView candidate,
            double now) {
        List<PlacementView> queue = new ArrayList<>(placements);
        queue.add(candidate);
        queue.sort(EddAllocation.EDD_ORDER);
        double t = now;
        double completion = Double.NaN;
        for (PlacementView p : queue) {
            t += p.remainingWork(now);
            if (t > p.dueTime() + Sla.DELAY_TOLERANCE) {
                return OptionalDouble.empty();
            }
            if (p == candidate) {
                completion = t;
            }
        }
        return OptionalDouble.of(completion);
    }
}
