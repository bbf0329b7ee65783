package org.accord.scheduler.heuristic;

import org.accord.scheduler.plan.PlanningRequest;

/**
 * Pay as you go: the charge is proportional to the resource actually used, N_CPU x t_D(N_CPU)
 * CPU-hours at the placed CPU count (the agreed t_D, not the slot-rounded reservation).
 */
public final class PayAsYouGoPricing implements Pricing {

    private final double ratePerCpuHour;

    /** Pricing at {@code ratePerCpuHour} per CPU-hour, positive. */
    public PayAsYouGoPricing(double ratePerCpuHour) {
        if (!(ratePerCpuHour > 0) || Double.isInfinite(ratePerCpuHour)) {
            throw new IllegalArgumentException("rate per CPU-hour must be positive and finite: " + ratePerCpuHour);
        }
        this.ratePerCpuHour = ratePerCpuHour;
    }

    @Override
    public String name() {
        return "pay-as-you-go";
    }

    @Override
    public double charge(PlanningRequest request, int cpus, double agreedHours) {
        return ratePerCpuHour * cpus * agreedHours;
    }
}
