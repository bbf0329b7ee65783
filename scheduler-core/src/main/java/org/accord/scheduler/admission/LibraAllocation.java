package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.ShareRule;

/**
 * Libra's proportional share on a node: each SLA job is entitled to its deadline share (Eq. 3 of the LibraSLA
 * paper, {@link NodeJobs#requiredShare}). Choice (the LibraSLA paper does not say what Libra does with processor time
 * left over): the node is work-conserving, every SLA job's share is scaled up by the same factor
 * {@code capacity / total_share} (capped at one processor), so each still finishes by its deadline and no
 * job is preferred. Best-effort jobs share equally what remains.
 */
public final class LibraAllocation implements ShareRule {

    @Override
    public void assign(List<? extends PlacementView> jobs, double now, double capacity, double[] shares) {
        double total = 0;
        int bestEffort = 0;
        for (int i = 0; i < jobs.size(); i++) {
            PlacementView p = jobs.get(i);
            shares[i] = NodeJobs.requiredShare(p.hasSla(), p.remainingWork(now), p.dueTime() - now);
            total += shares[i];
            if (!jobs.get(i).hasSla()) {
                bestEffort++;
            }
        }
        double used = 0;
        if (total > 0) {
            double factor = capacity / total;
            for (int i = 0; i < jobs.size(); i++) {
                shares[i] = Math.min(1, shares[i] * factor);
                used += shares[i];
            }
        }
        if (bestEffort > 0) {
            double each = Math.min(1, Math.max(0, capacity - used) / bestEffort);
            for (int i = 0; i < jobs.size(); i++) {
                if (!jobs.get(i).hasSla()) {
                    shares[i] = each;
                }
            }
        }
    }
}
