package org.accord.scheduler.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The paper's single-iteration packing: requests are taken in priority order and each is fitted onto the
 * frame at its earliest feasible start inside [T_S, T_F], around the reservations already made and
 * without ever moving them. A request that does not fit is recorded as a failure and the packing goes on.
 *
 * <p><b>Processors.</b> A placement needs N_CPU processors that are all free for its whole reservation
 * (no migration); they need not be adjacent. Among the free ones the lowest-indexed are taken, which is
 * deterministic and reproduces a tiling's columns when a generated set is packed in generating order.
 *
 * <p><b>Moldable choice rule.</b> For a moldable request every CPU count N in its range (capped at the
 * frame's processors) is tried with reserved time t_D(N); the count giving the <em>earliest finish</em>
 * wins, ties going to <em>fewer CPUs</em> (the same finish with fewer nodes leaves more room for later
 * requests). Cost: O(range x window x t_D) slot-mask operations per request.
 */
public final class SinglePassPacker {

    private SinglePassPacker() {
    }

    /** Packs {@code requests} onto an empty {@code frame} in the order {@code order} gives. */
    public static Schedule pack(Frame frame, List<PlanningRequest> requests, PlanningOrder order) {
        return pack(frame, order.order(requests));
    }

    /** Packs {@code ordered} onto an empty {@code frame} in list order. */
    public static Schedule pack(Frame frame, List<PlanningRequest> ordered) {
        return packOnto(new SlotGrid(frame), ordered, 0);
    }

    /**
     * Whether {@code request} fits an empty {@code frame} with some CPU count of its range: the
     * denominator of SLA satisfiability ("SLAs that could be scheduled in principle").
     */
    public static boolean isPlaceable(Frame frame, PlanningRequest request) {
        int window = frame.slotAtOrBefore(request.latestFinish()) - frame.slotAtOrAfter(request.earliestStart());
        CpuDemand demand = request.cpus();
        for (int n = demand.min(); n <= Math.min(demand.max(), frame.processors()); n++) {
            if (frame.slotsCovering(demand.hoursFor(n)) <= window) {
                return true;
            }
        }
        return false;
    }

    /** Packs onto a grid that may already hold reservations; no request starts before slot {@code notBefore}. */
    static Schedule packOnto(SlotGrid grid, List<PlanningRequest> ordered, int notBefore) {
        List<PlannedPlacement> placements = new ArrayList<>(ordered.size());
        List<PlacementFailure> failures = new ArrayList<>();
        for (PlanningRequest request : ordered) {
            Optional<Fit> fit = bestFit(grid, request, notBefore, request.latestFinish());
            if (fit.isPresent()) {
                placements.add(place(grid, request, fit.get()));
            } else {
                FailureReason reason = isPlaceable(grid.frame(), request) ? FailureReason.NO_ROOM : FailureReason.NEVER_FITS;
                failures.add(new PlacementFailure(request.id(), reason));
            }
        }
        return new Schedule(grid.frame(), placements, failures);
    }

    /** The earliest-finishing fit (ties to fewer CPUs) ending by {@code finishLimit} hours, if any. */
    static Optional<Fit> bestFit(SlotGrid grid, PlanningRequest request, int notBefore, double finishLimit) {
        Frame frame = grid.frame();
        int from = Math.max(frame.slotAtOrAfter(request.earliestStart()), notBefore);
        int endLimit = frame.slotAtOrBefore(finishLimit);
        CpuDemand demand = request.cpus();
        Fit best = null;
        for (int n = demand.min(); n <= Math.min(demand.max(), frame.processors()); n++) {
            double hours = demand.hoursFor(n);
            int dur = frame.slotsCovering(hours);
            int start = endLimit - dur < from ? -1 : grid.earliestStart(from, endLimit - dur, dur, n);
            if (start >= 0 && (best == null || start + dur < best.finish())) {
                best = new Fit(n, start, dur, hours);
            }
        }
        return Optional.ofNullable(best);
    }

    /** Claims the processors of {@code fit} in the grid and describes the placement in hours. */
    static PlannedPlacement place(SlotGrid grid, PlanningRequest request, Fit fit) {
        long[] chosen = grid.claim(fit.start(), fit.slots(), fit.cpus());
        Frame frame = grid.frame();
        return new PlannedPlacement(request.id(), fit.cpus(), frame.hoursAt(fit.start()), frame.hoursAt(fit.slots()),
                fit.agreedHours(), ProcessorSet.ofWords(chosen));
    }

    /** A feasible configuration found in the grid: CPU count, start slot, length in slots, agreed t_D. */
    record Fit(int cpus, int start, int slots, double agreedHours) {
        int finish() {
            return start + slots;
        }
    }
}
