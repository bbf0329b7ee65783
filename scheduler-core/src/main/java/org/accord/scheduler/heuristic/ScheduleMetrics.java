package org.accord.scheduler.heuristic;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.accord.scheduler.plan.PlannedPlacement;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.Schedule;
import org.accord.scheduler.plan.SinglePassPacker;

/**
 * The paper's measures of one packed set. SLA satisfiability is the share of placed SLAs among those
 * that could be placed in principle (each alone on the empty frame); CPU utilisation is the share of the
 * frame's P x H CPU-hours busy with agreed work N_CPU x t_D(N_CPU); income follows a pricing.
 *
 * @param requests      SLAs in the set
 * @param placeable     SLAs that fit the empty frame on their own
 * @param placed        SLAs placed
 * @param busyCpuHours  agreed work placed, CPU-hours
 * @param frameCpuHours the frame's capacity, CPU-hours
 * @param income        income under the pricing used
 */
public record ScheduleMetrics(int requests, int placeable, int placed, double busyCpuHours, double frameCpuHours,
                              double income) {

    public ScheduleMetrics {
        if (placed < 0 || placed > placeable || placeable > requests) {
            throw new IllegalArgumentException("need 0 <= placed <= placeable <= requests: "
                    + placed + ", " + placeable + ", " + requests);
        }
        if (!(frameCpuHours > 0)) {
            throw new IllegalArgumentException("frame CPU-hours must be positive: " + frameCpuHours);
        }
    }

    /** Measures {@code schedule}, the packing of {@code requests}, under {@code pricing}. */
    public static ScheduleMetrics of(List<PlanningRequest> requests, Schedule schedule, Pricing pricing) {
        Map<String, PlanningRequest> byId = new HashMap<>(requests.size() * 2);
        int placeable = 0;
        for (PlanningRequest r : requests) {
            byId.put(r.id(), r);
            placeable += SinglePassPacker.isPlaceable(schedule.frame(), r) ? 1 : 0;
        }
        double busy = 0;
        double income = 0;
        for (PlannedPlacement p : schedule.placements()) {
            busy += p.workCpuHours();
            income += pricing.charge(byId.get(p.requestId()), p);
        }
        return new ScheduleMetrics(requests.size(), placeable, schedule.placements().size(), busy,
                schedule.frame().cpuHours(), income);
    }

    /** SLA satisfiability, percent (100 when nothing was placeable). */
    public double slaPercent() {
        return placeable == 0 ? 100.0 : 100.0 * placed / placeable;
    }

    /** CPU utilisation, percent. */
    public double cpuPercent() {
        return 100.0 * busyCpuHours / frameCpuHours;
    }
}
