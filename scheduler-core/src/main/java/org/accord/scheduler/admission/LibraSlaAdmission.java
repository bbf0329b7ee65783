package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.Candidate;
import org.accord.scheduler.resource.NodeView;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.RecordView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;

/**
 * LibraSLA admission control and node selection, Algorithm 1 of Yeo and Buyya.
 *
 * <p>For every node j the job is added temporarily, the node's new return is computed with Algorithm 2
 * ({@link LibraSlaAllocation}) and compared with its current return. A node is suitable if the new return is
 * not lower and, for a HARD job, the job is not delayed there. The job is accepted if at least
 * {@code numproc} nodes are suitable, on the {@code numproc} nodes of highest new return (ties: cluster
 * order); otherwise rejected. Cost: O(m * n) per decision for m nodes holding n jobs each.
 *
 * <p>Choices where the paper is open:
 * <ul>
 *   <li>The paper assumes "the deadline given by a user for the job must be more than its run time;
 *       otherwise it is not accepted": a job whose deadline does not exceed its reference run time is
 *       rejected before any node is examined.</li>
 *   <li>Besides the new job, every hard job already on the node must stay on time ("hard deadlines
 *       protected"); with hard jobs allocated first this only matters once holds shrink a node.</li>
 *   <li>A node whose new return is negative infinity (some soft job would receive no processor time at all,
 *       an unbounded delay with a positive penalty rate) is never suitable.</li>
 *   <li>The capacity of a node is what its holds leave over the window from now to the latest due time of
 *       its jobs and the new job ({@link NodeView#capacityOver}).</li>
 *   <li>The current return {@code return_j} is the return of the allocation the node is running (kept by the
 *       record from the node's last change); between changes each job's projected finish and utility are
 *       constant, so it is the node's return at any instant.</li>
 *   <li>A job without an SLA is accepted as best effort ({@link BestEffortPlacement}).</li>
 * </ul>
 */
public final class LibraSlaAdmission implements AdmissionPolicy {
    /** Registry name. */
    public static final String NAME = "librasla";
    /** Registry name of the variant that admits SOFT jobs by the utility they add ({@code librasla-value}). */
    public static final String VALUE_NAME = "librasla-value";
    /** {@code librasla-value}: the projected fall of a node's utility a SOFT job may cause, in its budgets. */
    public static final double SOFT_TOLERANCE = 1;
    private final LibraSlaAllocation allocation = new LibraSlaAllocation();
    private final boolean softByUtility;

    /** Algorithm 1 as published ({@code librasla}). */
    public LibraSlaAdmission() {
        this(false);
    }

    /**
     * With {@code softByUtility} false, Algorithm 1 as published ({@code librasla}). With it true,
     * {@code librasla-value}: HARD jobs are admitted by Algorithm 1 unchanged; a SOFT job is admitted on a node
     * when the money the node's SLA jobs are projected to earn, {@code sum utility_i / numproc_i} (Eq. 1 at
     * each job's projected finish under Algorithm 2's shares, a job's utility spread over its nodes), falls by
     * less than the candidate's own budget share, {@link #SOFT_TOLERANCE} {@code x budget / numproc}, every
     * HARD job there stays on time, and it goes to the {@code numproc} suitable nodes where it adds most. The
     * tolerance is there because the projection (a constant share until the finish, as in Algorithm 2) is
     * pessimistic on an overbooked node: shares grow as other jobs finish, so projected delays overstate the
     * real ones. Measured on SDSC SP2 (RESULTS.md): tolerance 0 (no projected fall at all) earned +9.7% over
     * LibraSLA at the heaviest load, 1 +40%, and requiring a positive gain did worse.
     *
     * <p>Why: Algorithm 1 compares the node's return, {@code sum utility_i / runtime_i / deadline_i}. That
     * weighting values a SOFT job with a long deadline (LOW urgency: 7 times the HIGH deadline) at a
     * fraction of what it pays, and values the delay it causes to the jobs already there by their own
     * weights, so it both refuses SOFT jobs that would pay and overbooks nodes with SOFT jobs whose delays
     * cost more than they bring. Overbooked nodes sit in Algorithm 2's shortfall branch, where a HARD job
     * delays every SOFT job further, lowers the node's return and is refused, although it pays 7 times more
     * per processor-second. Counting money for SOFT jobs keeps fewer nodes overbooked, which leaves room for
     * HARD jobs; HARD jobs keep the published test, so they are never judged by a different rule.
     */
    public LibraSlaAdmission(boolean softByUtility) {
        this.softByUtility = softByUtility;
    }

    @Override
    public String name() {
        return softByUtility ? VALUE_NAME : NAME;
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
        Sla sla = job.sla().get();
        if (sla.deadline() <= job.runtime()) {
            return new AdmissionDecision.Rejected(job.id(), "deadline " + sla.deadline()
                    + " s must exceed run time " + job.runtime() + " s");
        }
        NodeChoices suitable = suitableNodes(job, view, now);
        if (suitable.size() < job.processors()) {
            return new AdmissionDecision.Rejected(job.id(), "only " + suitable.size() + " of "
                    + view.nodes().size() + " nodes keep or raise their return" + (sla.hard() ? " and meet the hard deadline" : "")
                    + ", job needs " + job.processors());
        }
        return new AdmissionDecision.Accepted(job.id(), suitable.best(view.nodes(), job.processors(), true), job.dueTime());
    }

    private NodeChoices suitableNodes(SlaJob job, RecordView view, double now) {
        List<? extends NodeView> nodes = view.nodes();
        NodeChoices suitable = new NodeChoices(nodes.size());
        NodeJobs scratch = new NodeJobs();
        Candidate candidate = null;
        double speed = Double.NaN;
        for (int j = 0; j < nodes.size(); j++) {
            NodeView node = nodes.get(j);
            if (candidate == null || node.node().speedRating() != speed) {
                speed = node.node().speedRating();
                candidate = new Candidate(job, view.cluster().runtimeOn(node.node(), job.runtime()), job.dueTime());
            }
            double capacity = node.hasHolds()
                    ? node.capacityOver(now, latestDue(node.placements(), candidate.dueTime()))
                    : node.node().processors();
            double quick = cachedSpareBranchReturn(node, candidate, now, capacity);
            if (Double.isNaN(quick)) {
                scratch.load(node, now);
                scratch.add(candidate, now);
                quick = loadedSpareBranchReturn(scratch, capacity);
            }
            boolean byUtility = softByUtility && !job.hard();
            if (!Double.isNaN(quick)) {
                suitable.add(j, byUtility ? job.sla().get().budget() / job.processors() : quick);
                continue;
            }
            if (byUtility) {
                scratch.size--;
                double before = projectedUtility(scratch, now, capacity);
                scratch.add(candidate, now);
                double after = projectedUtility(scratch, now, capacity);
                boolean hardOnTime = allocation.nodeReturn(scratch, now, capacity).hardJobsOnTime();
                if (after > Double.NEGATIVE_INFINITY && after - before >= -SOFT_TOLERANCE * job.sla().get().budget() / job.processors() && hardOnTime) {
                    suitable.add(j, after - before);
                }
                continue;
            }
            double current = currentReturn(node, scratch, candidate, now, capacity);
            LibraSlaAllocation.NodeReturn next = allocation.nodeReturn(scratch, now, capacity);
            if (next.value() >= current && next.value() != Double.NEGATIVE_INFINITY && next.hardJobsOnTime()) {
                suitable.add(j, next.value());
            }
        }
        return suitable;
    }

    /**
     * The node's current return {@code return_j}: the return of the allocation it is running, which the record
     * keeps from the node's last change. Between changes every job keeps its share, so its projected finish,
     * utility and return stay the same: this is the node's return at any instant. With holds the capacity
     * over the job's window may differ from the running one, so Algorithm 2 is run afresh on the loaded jobs
     * ({@code scratch} holds them with the candidate last; it is left that way).
     */
    private double currentReturn(NodeView node, NodeJobs scratch, Candidate candidate, double now, double capacity) {
        if (!node.hasHolds() && !Double.isNaN(node.allocationValue())) {
            return node.allocationValue();
        }
        scratch.size--;
        double current = allocation.nodeReturn(scratch, now, capacity).value();
        scratch.add(candidate, now);
        return current;
    }

    /**
     * Shortcut of Algorithm 2 for the common case, with the same result: if every SLA job on the node, the
     * candidate included, can still meet its deadline on one processor and their required shares fit in the
     * capacity, both the current and the new allocation are in the spare branch, every job is on time, the new
     * return is the sum of budget returns and exceeds the current one by the candidate's. The node's cached
     * bound ({@link NodeView#requiredShareBound()}) answers most nodes in O(1). Returns that new return, or NaN
     * when the node's jobs must be loaded.
     */
    private static double cachedSpareBranchReturn(NodeView node, Candidate candidate, double now, double capacity) {
        double window = candidate.dueTime() - now;
        if (!node.slaJobsOnTrack() || window <= 0 || candidate.runtimeOnNode() > window) {
            return Double.NaN;
        }
        double candidateShare = candidate.runtimeOnNode() / window;
        return node.requiredShareBound() + candidateShare <= capacity
                ? node.budgetReturnSum() + candidate.budgetReturn() : Double.NaN;
    }

    /**
     * {@code sum utility_i / numproc_i} over the loaded SLA jobs at Algorithm 2's shares, each finish projected
     * at a constant share as Algorithm 2 does; negative infinity when some SLA job would get no processor time.
     */
    private static double projectedUtility(NodeJobs jobs, double now, double capacity) {
        LibraSlaAllocation.allocate(jobs, capacity);
        double total = 0;
        for (int i = 0; i < jobs.size; i++) {
            Sla sla = jobs.sla[i];
            if (sla == null) {
                continue;
            }
            double share = jobs.shares[i];
            if (share <= 0) {
                return Double.NEGATIVE_INFINITY;
            }
            double delay = now + jobs.remaining[i] / share - jobs.due[i];
            total += (delay <= Sla.DELAY_TOLERANCE ? sla.budget() : sla.utility(delay)) / jobs.processors[i];
        }
        return total;
    }

    /** The same shortcut on loaded jobs (candidate last) with their exact current shares. */
    private static double loadedSpareBranchReturn(NodeJobs jobs, double capacity) {
        double total = 0;
        double returns = 0;
        for (int i = 0; i < jobs.size; i++) {
            if (jobs.sla[i] == null) {
                continue;
            }
            if (jobs.remaining[i] > jobs.window[i] || jobs.window[i] <= 0) {
                return Double.NaN;
            }
            total += jobs.required[i];
            returns += jobs.budgetReturn[i];
        }
        return total <= capacity ? returns : Double.NaN;
    }

    private static double latestDue(List<? extends PlacementView> placements, double candidateDue) {
        double latest = candidateDue;
        for (PlacementView p : placements) {
            if (p.dueTime() != Double.POSITIVE_INFINITY) {
                latest = Math.max(latest, p.dueTime());
            }
        }
        return latest;
    }
}
