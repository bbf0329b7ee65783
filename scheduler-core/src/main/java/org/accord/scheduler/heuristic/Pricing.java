package org.accord.scheduler.heuristic;

import java.util.List;

import org.accord.scheduler.plan.PlannedPlacement;
import org.accord.scheduler.plan.PlanningRequest;

/**
 * How the provider is paid for one placed SLA; income is the sum over placed SLAs, unplaced ones pay
 * nothing. Variants are chosen by stable name: {@code flat-rate} and {@code pay-as-you-go}.
 */
public interface Pricing {

    /** The stable name. */
    String name();

    /** The charge for {@code request} placed on {@code cpus} processors with agreed reserved time {@code agreedHours}. */
    double charge(PlanningRequest request, int cpus, double agreedHours);

    /** The charge for {@code request} placed as {@code placement}. */
    default double charge(PlanningRequest request, PlannedPlacement placement) {
        return charge(request, placement.cpus(), placement.agreedHours());
    }

    /** Both variants, with unit rates. */
    static List<Pricing> all() {
        return List.of(new FlatRatePricing(), new PayAsYouGoPricing(1.0));
    }

    /** The variant named {@code name}. */
    static Pricing byName(String name) {
        return all().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown pricing (expected flat-rate or pay-as-you-go): " + name));
    }
}
