package org.accord.scheduler.admission;

import java.util.List;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.ShareRule;

/**
 * Space sharing, as a local resource management system that reserves {@code p} processors for a job
 * (contract-net paper, RESERVE): every process holds a whole processor until it finishes, in admission order
 * while the node has processors left (holds deducted).
 */
public final class DedicatedAllocation implements ShareRule {

    @Override
    public void assign(List<? extends PlacementView> jobs, double now, double capacity, double[] shares) {
        double left = capacity;
        for (int i = 0; i < jobs.size(); i++) {
            shares[i] = Math.max(0, Math.min(1, left));
            left -= shares[i];
        }
    }
}
