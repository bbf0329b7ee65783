package org.accord.scheduler.plan;

/**
 * What placing one request earns the provider, for a planner that maximises income: the request placed on
 * {@code cpus} processors with agreed reserved time {@code agreedHours}. Must be pure and not negative.
 */
@FunctionalInterface
public interface PlacementValue {

    /** The income from placing {@code request} on {@code cpus} processors for t_D = {@code agreedHours}. */
    double of(PlanningRequest request, int cpus, double agreedHours);
}
