package org.accord.scheduler.admission;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.accord.scheduler.resource.PlacementView;
import org.accord.scheduler.resource.ShareRule;

/**
 * Preemptive EDD on a machine: the admitted job with the earliest due time runs on a full processor (on a
 * node with several processors, the earliest ones each get one), the others wait. Ties go to the earlier
 * admission. A newly admitted job with an earlier due time preempts the running one (an interruption).
 */
public final class EddAllocation implements ShareRule {
    static final Comparator<PlacementView> EDD_ORDER =
            Comparator.comparingDouble(PlacementView::dueTime).thenComparingLong(PlacementView::sequence);

    @Override
    public void assign(List<? extends PlacementView> jobs, double now, double capacity, double[] shares) {
        List<Integer> order = new ArrayList<>(jobs.size());
        for (int i = 0; i < jobs.size(); i++) {
            order.add(i);
            shares[i] = 0;
        }
        order.sort((a, b) -> EDD_ORDER.compare(jobs.get(a), jobs.get(b)));
        double left = capacity;
        for (int i : order) {
            if (left <= 0) {
                break;
            }
            shares[i] = Math.min(1, left);
            left -= shares[i];
        }
    }
}
