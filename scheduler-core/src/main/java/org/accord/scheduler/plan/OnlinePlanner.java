package org.accord.scheduler.plan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Online admission into a plan, one newcomer at a time, as the provider does on each arrival.
 *
 * <ol>
 *   <li><b>Re-plan.</b> Reservations that started before {@code now} stay exactly where they are. All
 *       not-yet-started ones plus the newcomer are packed again, single-iteration, in the configured
 *       priority order, none starting before {@code now}; moldable ones may get another CPU count (and
 *       so another t_D) anywhere inside their agreed function. If every one of them fits, the newcomer
 *       is accepted with this plan.</li>
 *   <li><b>Fit into the gaps.</b> Otherwise the current plan is kept unchanged and the newcomer is
 *       fitted around it (earliest finish, ties to fewer CPUs). If it fits, it is accepted.</li>
 *   <li><b>Reject</b> with a reason and, when something fits before the horizon, a counter-proposal:
 *       the earliest-finishing configuration with T_F relaxed, i.e. the CPU count, its t_D and the
 *       latest finish the client would have to accept.</li>
 * </ol>
 * An accepted reservation is never dropped: step 1 is used only when it places all of them, and step 2
 * leaves them untouched. The planner is stateless and immutable; plans are values, so concurrent callers
 * compare-and-set the plan they decided on.
 */
public final class OnlinePlanner {

    private final PlanningOrder order;

    /** A planner that re-plans in {@code order}, e.g. {@code Priority.parse("min(TF + w*tD)", -6.63)}. */
    public OnlinePlanner(PlanningOrder order) {
        if (order == null) {
            throw new IllegalArgumentException("planning order must not be null");
        }
        this.order = order;
    }

    /** Decides on {@code newcomer} arriving at time {@code now} (hours) against {@code current}. */
    public PlanDecision tryAdmit(Plan current, PlanningRequest newcomer, double now) {
        if (!(now >= 0) || Double.isInfinite(now)) {
            throw new IllegalArgumentException("now must be finite and not negative: " + now);
        }
        if (current.reservation(newcomer.id()).isPresent()) {
            throw new IllegalArgumentException("request is already planned: " + newcomer.id());
        }
        int nowSlot = current.frame().slotAtOrAfter(now);
        Optional<PlanDecision> replanned = replan(current, newcomer, now, nowSlot);
        if (replanned.isPresent()) {
            return replanned.get();
        }
        SlotGrid grid = gridOf(current.frame(), current.reservations());
        Optional<SinglePassPacker.Fit> fit = SinglePassPacker.bestFit(grid, newcomer, nowSlot, newcomer.latestFinish());
        if (fit.isEmpty()) {
            return reject(grid, newcomer, nowSlot);
        }
        PlannedPlacement placement = SinglePassPacker.place(grid, newcomer, fit.get());
        List<Reservation> all = new ArrayList<>(current.reservations());
        all.add(new Reservation(newcomer, placement));
        return new PlanDecision.Accepted(new Plan(current.frame(), all, current.version() + 1), placement, false);
    }

    /**
     * The earliest-finishing configuration of {@code request} that fits next to {@code current} from
     * {@code now} on, with T_F relaxed to the horizon; leaves the plan unchanged. Lets a caller explore
     * alternatives (e.g. a wider CPU range) before proposing them.
     */
    public Optional<CounterProposal> probe(Plan current, PlanningRequest request, double now) {
        SlotGrid grid = gridOf(current.frame(), current.reservations());
        return counter(grid, request, current.frame().slotAtOrAfter(now));
    }

    private Optional<PlanDecision> replan(Plan current, PlanningRequest newcomer, double now, int nowSlot) {
        List<Reservation> started = current.reservations().stream().filter(r -> r.hasStartedBy(now)).toList();
        List<PlanningRequest> toPlan = new ArrayList<>();
        current.reservations().stream().filter(r -> !r.hasStartedBy(now)).forEach(r -> toPlan.add(r.request()));
        toPlan.add(newcomer);
        Schedule schedule = SinglePassPacker.packOnto(gridOf(current.frame(), started), order.order(toPlan), nowSlot);
        if (!schedule.isComplete()) {
            return Optional.empty();
        }
        Map<String, PlanningRequest> byId = new HashMap<>();
        toPlan.forEach(r -> byId.put(r.id(), r));
        List<Reservation> all = new ArrayList<>(started);
        schedule.placements().forEach(p -> all.add(new Reservation(byId.get(p.requestId()), p)));
        Plan plan = new Plan(current.frame(), all, current.version() + 1);
        PlannedPlacement placement = schedule.placementOf(newcomer.id()).orElseThrow();
        return Optional.of(new PlanDecision.Accepted(plan, placement, true));
    }

    private PlanDecision reject(SlotGrid grid, PlanningRequest newcomer, int nowSlot) {
        Frame frame = grid.frame();
        boolean feasible = SinglePassPacker.bestFit(new SlotGrid(frame), newcomer, nowSlot, newcomer.latestFinish()).isPresent();
        RejectionReason reason = feasible ? RejectionReason.NO_CAPACITY : RejectionReason.INFEASIBLE;
        double now = frame.hoursAt(nowSlot);
        String detail = feasible
                ? newcomer.id() + ": no CPU count in [" + newcomer.cpus().min() + ", " + newcomer.cpus().max()
                        + "] fits next to the accepted reservations by its T_F, " + hours(newcomer.latestFinish() - now)
                        + " from now"
                : newcomer.id() + ": no CPU count in its range fits its window, from " + hours(Math.max(
                        newcomer.earliestStart(), now) - now) + " to " + hours(newcomer.latestFinish() - now)
                        + " from now, on " + frame.processors() + " processors";
        return new PlanDecision.Rejected(reason, detail, counter(grid, newcomer, nowSlot));
    }

    /**
     * A span of the plan's hours as {@code 6.0 h}: rejections name times relative to now, since the plan's hours
     * count from an origin only the caller knows.
     */
    private static String hours(double span) {
        return String.format(java.util.Locale.ROOT, "%.2f h", span);
    }

    private static Optional<CounterProposal> counter(SlotGrid grid, PlanningRequest request, int nowSlot) {
        Frame frame = grid.frame();
        return SinglePassPacker.bestFit(grid, request, nowSlot, frame.horizonHours())
                .map(fit -> new CounterProposal(fit.cpus(), fit.agreedHours(), frame.hoursAt(fit.start()),
                        frame.hoursAt(fit.finish())));
    }

    private static SlotGrid gridOf(Frame frame, List<Reservation> reservations) {
        SlotGrid grid = new SlotGrid(frame);
        reservations.forEach(r -> grid.occupy(r.placement()));
        return grid;
    }
}
