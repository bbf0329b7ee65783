package org.accord.provider.admission;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.accord.scheduler.plan.CounterProposal;
import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.OnlinePlanner;
import org.accord.scheduler.plan.Placement;
import org.accord.scheduler.plan.Plan;
import org.accord.scheduler.plan.PlanDecision;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.ProcessorSet;
import org.accord.scheduler.plan.Reservation;

/**
 * Reservation SLAs on the online weighted-priority planner over the reservation partition's processors.
 * The frame starts at simulated hour 0 (the clock's origin) and has {@value #HORIZON_HOURS} one-hour
 * slots, so a reservation must finish within that horizon. On each arrival the planner re-plans the
 * not-yet-started reservations in priority order and may change their CPU count inside their agreed
 * function; accepted reservations are never dropped. A reservation finishes at its planned start plus its
 * agreed t_D; a terminated one is removed from the plan at once, freeing its processors.
 */
final class ReservationPath {

    /** The plan's horizon in hours (one-hour slots), about 2.3 years of simulated time. */
    static final int HORIZON_HOURS = 20_000;

    private static final String NO_NODES = "this provider has no nodes for reservations";

    private final NodePartition partition;
    private final OnlinePlanner planner;
    private final Set<String> finished = new HashSet<>();
    private volatile Plan plan;

    ReservationPath(NodePartition partition, OnlinePlanner planner) {
        this.partition = partition;
        this.planner = planner;
        this.plan = Plan.empty(new Frame(Math.max(1, partition.reservationProcessors()), HORIZON_HOURS, 1));
    }

    /** Decides on the request and, when accepted, adopts the new plan. */
    Admission admit(PlanningRequest request, double now) {
        if (partition.reservationProcessors() == 0) {
            return new Admission.Refused(NO_NODES, Optional.empty());
        }
        PlanDecision decision = planner.tryAdmit(plan, request, hours(now));
        if (decision instanceof PlanDecision.Rejected rejected) {
            return new Admission.Refused(rejected.detail(), rejected.counterProposal());
        }
        PlanDecision.Accepted accepted = (PlanDecision.Accepted) decision;
        Map<String, Allocation> moved = moved(plan, accepted.plan(), request.id());
        plan = accepted.plan();
        return new Admission.Admitted(allocation(accepted.placement(), now), moved);
    }

    /** The earliest-finishing configuration of the request with T_F relaxed, changing nothing. */
    Optional<CounterProposal> probe(PlanningRequest request, double now) {
        if (partition.reservationProcessors() == 0) {
            return Optional.empty();
        }
        return planner.probe(plan, request, hours(now));
    }

    /** Whether the request would be accepted now, changing nothing. */
    boolean wouldAdmit(PlanningRequest request, double now) {
        return refusal(request, now).isEmpty();
    }

    /**
     * Why the planner would refuse the request now (its detail, without the request's id, which names
     * nothing the offer's creator knows), changing nothing; empty when it would accept it.
     */
    Optional<String> refusal(PlanningRequest request, double now) {
        if (partition.reservationProcessors() == 0) {
            return Optional.of(NO_NODES);
        }
        PlanDecision decision = planner.tryAdmit(plan, request, hours(now));
        if (decision instanceof PlanDecision.Rejected rejected) {
            String prefix = request.id() + ": ";
            String detail = rejected.detail();
            return Optional.of(detail.startsWith(prefix) ? detail.substring(prefix.length()) : detail);
        }
        return Optional.empty();
    }

    /** Puts a stored reservation back into the plan (for restart). */
    void restore(PlanningRequest request, Allocation allocation) {
        int[] processors = allocation.processors().stream().mapToInt(Integer::intValue).toArray();
        Placement placement = new Placement(request.id(), allocation.cpus(), allocation.startHours(),
                allocation.reservedHours(), allocation.agreedHours(), ProcessorSet.of(processors));
        List<Reservation> all = new ArrayList<>(plan.reservations());
        all.add(new Reservation(request, placement));
        plan = new Plan(plan.frame(), all, plan.version() + 1);
    }

    /** Removes a reservation (a terminated agreement), freeing its processors. */
    void withdraw(String agreementId) {
        plan = plan.without(agreementId);
    }

    /** The reservations whose agreed end has passed by {@code now}, each reported once. */
    List<Finish> advanceTo(double now) {
        List<Finish> done = new ArrayList<>();
        for (Reservation r : plan.reservations()) {
            double end = end(r.placement());
            if (end <= now && finished.add(r.request().id())) {
                done.add(new Finish(r.request().id(), end));
            }
        }
        plan = plan.withoutFinishedBy(hours(now));
        finished.retainAll(plan.reservations().stream().map(r -> r.request().id()).toList());
        return done;
    }

    double nextEventTime() {
        return plan.reservations().stream().filter(r -> !finished.contains(r.request().id()))
                .mapToDouble(r -> end(r.placement())).min().orElse(Double.POSITIVE_INFINITY);
    }

    /** The current placement of a reservation, if planned. */
    Optional<Allocation> allocationOf(String agreementId, double created) {
        return plan.reservation(agreementId).map(r -> allocation(r.placement(), created));
    }

    private Map<String, Allocation> moved(Plan before, Plan after, String newcomer) {
        Map<String, Allocation> moved = new HashMap<>();
        for (Reservation r : after.reservations()) {
            String id = r.request().id();
            Optional<Reservation> old = before.reservation(id);
            if (!id.equals(newcomer) && old.isPresent() && !old.get().placement().equals(r.placement())) {
                moved.put(id, allocation(r.placement(), Double.NaN));
            }
        }
        return moved;
    }

    private Allocation allocation(Placement placement, double created) {
        List<Integer> processors = placement.processors().stream().boxed().toList();
        List<String> nodes = processors.stream().map(partition::nodeOfProcessor).distinct().toList();
        double finish = (placement.start() + placement.agreedHours()) * 3600;
        return new Allocation(SlaKind.RESERVATION, created, nodes, finish, processors, placement.cpus(),
                placement.start(), placement.reservedHours(), placement.agreedHours());
    }

    private static double end(Placement placement) {
        return (placement.start() + placement.agreedHours()) * 3600;
    }

    private static double hours(double seconds) {
        return seconds / 3600;
    }
}
