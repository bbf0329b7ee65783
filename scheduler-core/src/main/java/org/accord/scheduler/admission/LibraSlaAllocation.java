package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.ShareRule;
import org.accord.scheduler.sla.Sla;

/**
 * Algorithm 2 of the LibraSLA paper ({@code compute_new_return}): the share every job on a node receives and
 * the node's return. The same allocation is used to evaluate a node and to execute it, so the simulation runs
 * exactly what admission assumed.
 *
 * <p>Steps, with the choices made where the paper is open:
 * <ol>
 *   <li>Each SLA job needs its share of Eq. 3 ({@link NodeJobs#requiredShare}); {@code total_share} is their
 *       sum (Eq. 4). The job with the highest {@code budget/runtime/deadline} is the highest-return job (ties:
 *       the first, i.e. the earliest admitted, as lines 3 and 7 pick only a strictly higher return).</li>
 *   <li>The pseudo-code's test on line 11 reads {@code total_share >= maximum processor time}, but the prose
 *       (and the slides) give the spare to the highest-return job when processor time is left over. We follow
 *       the prose: {@code total_share <= capacity} is the spare branch. At equality both branches give the
 *       same shares and returns.</li>
 *   <li>Spare branch: every job gets its required share and the highest-return job the spare, up to one
 *       processor; on a multi-processor node spare still left goes to the next-highest-return jobs the same
 *       way.</li>
 *   <li>Shortfall branch: hard jobs keep their required shares first (if even they exceed the capacity they are
 *       scaled down together and will be late, which admission never allows), then the highest-return job
 *       gets its required share from what is left, and the remaining soft jobs share the rest in proportion to
 *       their required shares ("decrease share by shortfall proportion").</li>
 *   <li>Best-effort jobs never displace SLA jobs: they share equally whatever the SLA jobs leave unused.</li>
 *   <li>Return (Eq. 5, 6): each SLA job's delay is projected as if its share stayed constant
 *       ({@code finish = now + remaining / share}, infinite for a zero share), utility follows Eq. 1 and
 *       {@code return_ij = utility_ij / runtime_ij / deadline_i}. Wherever the paper uses the budget (spare
 *       branch, protected jobs) this gives the budget because those jobs finish by their deadline; it differs
 *       only for a job already unable to make its deadline even with a full processor, whose real utility is
 *       lower.</li>
 * </ol>
 */
public final class LibraSlaAllocation implements ShareRule {
    /** Per-thread scratch for {@link #assign}; holds no state between calls. */
    private static final ThreadLocal<NodeJobs> SCRATCH = ThreadLocal.withInitial(NodeJobs::new);

    /** The node's return and whether every hard job on it stays on time. */
    record NodeReturn(double value, boolean hardJobsOnTime) {
    }

    @Override
    public void assign(List<? extends PlacementView> jobs, double now, double capacity, double[] shares) {
        NodeJobs node = SCRATCH.get().load(jobs, now);
        allocate(node, capacity);
        System.arraycopy(node.shares, 0, shares, 0, node.size);
    }

    /** The node's return (Eq. 6) under {@code shares}, the allocation it runs. */
    @Override
    public double value(List<? extends PlacementView> jobs, double now, double[] shares) {
        double value = 0;
        for (int i = 0; i < jobs.size(); i++) {
            PlacementView p = jobs.get(i);
            if (p.hasSla()) {
                value += jobReturn(p.sla().get(), shares[i], p.remainingWork(now), p.dueTime(), p.runtimeOnNode(), now);
            }
        }
        return value;
    }

    /** Eq. 5 with Eq. 1 and 2 for a job running at a constant {@code share}: utility at the projected finish / runtime / deadline. */
    private static double jobReturn(Sla sla, double share, double remaining, double due, double runtime, double now) {
        double delay = projectedDelay(share, remaining, due, now);
        double utility = delay <= Sla.DELAY_TOLERANCE ? sla.budget() : sla.utility(delay);
        return utility / runtime / sla.deadline();
    }

    private static double projectedDelay(double share, double remaining, double due, double now) {
        double finish = share > 0 ? now + remaining / share : Double.POSITIVE_INFINITY;
        return finish - due;
    }

    /** Algorithm 2 for the jobs loaded in {@code node} at {@code now} with {@code capacity} processors. */
    NodeReturn nodeReturn(NodeJobs node, double now, double capacity) {
        allocate(node, capacity);
        double value = 0;
        boolean hardOnTime = true;
        for (int i = 0; i < node.size; i++) {
            Sla sla = node.sla[i];
            if (sla == null) {
                continue;
            }
            double share = node.shares[i];
            if (node.hard[i] && projectedDelay(share, node.remaining[i], node.due[i], now) > Sla.DELAY_TOLERANCE) {
                hardOnTime = false;
            }
            value += jobReturn(sla, share, node.remaining[i], node.due[i], node.runtime[i], now);
        }
        return new NodeReturn(value, hardOnTime);
    }

    /** Fills {@code node.shares}. */
    static void allocate(NodeJobs node, double capacity) {
        double total = 0;
        int highest = -1;
        double best = 0;
        for (int i = 0; i < node.size; i++) {
            node.shares[i] = node.required[i];
            total += node.required[i];
            if (node.sla[i] != null && (highest < 0 || node.budgetReturn[i] > best)) {
                highest = i;
                best = node.budgetReturn[i];
            }
        }
        double left = total <= capacity
                ? giveSpare(node, highest, capacity - total)
                : shareShortfall(node, capacity, highest);
        shareAmongBestEffort(node, left);
    }

    private static double giveSpare(NodeJobs node, int highest, double spare) {
        int next = highest;
        while (next >= 0) {
            double extra = Math.min(spare, 1 - node.shares[next]);
            node.shares[next] += extra;
            spare -= extra;
            if (spare <= 0) {
                return 0;
            }
            next = nextBelow(node, node.budgetReturn[next], next);
        }
        return spare;
    }

    /** The highest-return SLA job still below one processor that ranks after the job at {@code after}. */
    private static int nextBelow(NodeJobs node, double ceiling, int after) {
        int found = -1;
        double best = 0;
        for (int i = 0; i < node.size; i++) {
            double r = node.budgetReturn[i];
            boolean ranksAfter = r < ceiling || (r == ceiling && i > after);
            if (node.sla[i] != null && node.shares[i] < 1 && ranksAfter && (found < 0 || r > best)) {
                found = i;
                best = r;
            }
        }
        return found;
    }

    private static double shareShortfall(NodeJobs node, double capacity, int highest) {
        double hard = 0;
        double soft = 0;
        for (int i = 0; i < node.size; i++) {
            if (node.hard[i]) {
                hard += node.shares[i];
            } else if (i != highest) {
                soft += node.shares[i];
            }
        }
        double hardFactor = hard > capacity ? capacity / hard : 1;
        double left = capacity - hard * hardFactor;
        if (highest >= 0 && !node.hard[highest]) {
            node.shares[highest] = Math.min(node.shares[highest], left);
            left -= node.shares[highest];
        }
        double softFactor = soft > 0 ? Math.min(1, left / soft) : 0;
        for (int i = 0; i < node.size; i++) {
            if (node.hard[i]) {
                node.shares[i] *= hardFactor;
            } else if (i != highest) {
                node.shares[i] *= softFactor;
            }
        }
        return Math.max(0, left - soft * softFactor);
    }

    private static void shareAmongBestEffort(NodeJobs node, double left) {
        int bestEffort = 0;
        for (int i = 0; i < node.size; i++) {
            if (node.sla[i] == null) {
                bestEffort++;
            }
        }
        if (bestEffort == 0) {
            return;
        }
        double each = Math.min(1, Math.max(0, left) / bestEffort);
        for (int i = 0; i < node.size; i++) {
            if (node.sla[i] == null) {
                node.shares[i] = each;
            }
        }
    }
}
