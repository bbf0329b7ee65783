package org.accord.scheduler.heuristic;

import org.accord.scheduler.plan.PlanningRequest;

/**
 * Flat rate: each SLA pays its agreed price V_TOT whatever its duration or CPU count. The synthetic
 * sets give every SLA the same V_TOT, so, as in the paper, income is proportional to the number of
 * SLAs placed.
 */
public final class FlatRatePricing implements Pricing {

    @Override
    public String name() {
        return "flat-rate";
    }

    @Override
    public double charge(PlanningRequest request, int cpus, double agreedHours) {
        return request.price();
    }
}
