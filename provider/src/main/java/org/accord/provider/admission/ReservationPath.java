package org.accord.provider.admission;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.accord.scheduler.plan.CounterProposal;
import org.accord.scheduler.plan.Frame;
import org.accord.scheduler.plan.Hours;
import org.accord.scheduler.plan.OnlinePlanner;
import org.accord.scheduler.plan.PlannedPlacement;
import org.accord.scheduler.plan.Plan;
import org.accord.scheduler.plan.PlanDecision;
import org.accord.scheduler.plan.PlanningRequest;
import org.accord.scheduler.plan.ProcessorSet;
import org.accord.scheduler.plan.Reservation;

/**
 * Reservation SLAs on the online weighted-priority planner over the reservation partition's processors.
 * The planner's frame has {@value #HORIZON_SLOTS} slots of {@code slotSeconds} each (one hour on the
 * simulated backend, Slurm's minute on a real cluster), counted from an origin on the provider's clock: the
 * slot boundary at or before the clock's reading when the path is built (or the earliest start of a restored
 * reservation, if earlier), so on a wall clock of Unix seconds the horizon lies ahead of now, not around 1970.
 * Requests and placements are shifted by the origin on the way in and out; callers see clock hours only.
 * When half the horizon has passed, the origin moves forward to the earliest live reservation's slot (never
 * past one), so a long-running provider keeps a horizon ahead of it.
 *
 * <p>On each arrival the planner re-plans the not-yet-started reservations in priority order and may change
 * their CPU count inside their agreed function; accepted reservations are never dropped. A reservation
 * finishes at its planned start plus its agreed t_D; a terminated one is removed from the plan at once,
 * freeing its processors.
 */
final class ReservationPath implements AdmissionPath {

    /** Slots in the plan's horizon: 20,000 hours (about 2.3 years) of one-hour slots, 13.9 days of minutes. */
    static final int HORIZON_SLOTS = 20_000;

    private static final String NO_NODES = "this provider has no nodes for reservations";

    private final NodePartition partition;
    private final OnlinePlanner planner;
    private final double slotSeconds;
    private final FairShare fairShare;
    private final Set<String> finished = new HashSet<>();
    private double originHours;
    private volatile Plan plan;

    /**
     * @param origin clock seconds at or after which every reservation restored into this path starts
     * @param slotSeconds the length of one planning slot
     */
    ReservationPath(NodePartition partition, OnlinePlanner planner, double origin, double slotSeconds,
            FairShare fairShare) {
        this.partition = partition;
        this.fairShare = fairShare;
        this.planner = planner;
        this.slotSeconds = slotSeconds;
        this.originHours = alignedHours(origin);
        this.plan = Plan.empty(new Frame(Math.max(1, partition.reservationProcessors()), HORIZON_SLOTS,
                Hours.ofSeconds(slotSeconds)));
    }

    /** Decides on the request and, when accepted, adopts the new plan. */
    @Override
    public Admission admit(String agreementId, OfferTerms terms, double now) {
        return admit(terms.reservation(agreementId, now), now);
    }

    @Override
    public boolean wouldAdmit(String agreementId, OfferTerms terms, double now) {
        return wouldAdmit(terms.reservation(agreementId, now), now);
    }

    @Override
    public Optional<String> refusal(String agreementId, OfferTerms terms, double now) {
        return refusal(terms.reservation(agreementId, now), now);
    }

    @Override
    public Assessment alternative(String agreementId, OfferTerms terms, double now, String refusal) {
        return Alternatives.reservation(this, agreementId, terms, now);
    }

    Admission admit(PlanningRequest request, double now) {
        rebase(now);
        Optional<String> unplannable = unplannable(request);
        if (unplannable.isPresent()) {
            return new Admission.Refused(request.id() + ": " + unplannable.get(), Optional.empty());
        }
        PlanDecision decision = planner.tryAdmit(plan, local(request), local(now));
        if (decision instanceof PlanDecision.Rejected rejected) {
            return new Admission.Refused(rejected.detail(), rejected.counterProposal().map(this::global));
        }
        PlanDecision.Accepted accepted = (PlanDecision.Accepted) decision;
        Optional<String> unfair = unfair(accepted, request, now);
        if (unfair.isPresent()) {
            return new Admission.Refused(unfair.get(), Optional.empty());
        }
        Map<String, Allocation> moved = moved(plan, accepted.plan(), request.id());
        plan = accepted.plan();
        return new Admission.Admitted(allocation(accepted.placement(), now), moved);
    }

    /** The earliest-finishing configuration of the request with T_F relaxed, changing nothing. */
    Optional<CounterProposal> probe(PlanningRequest request, double now) {
        rebase(now);
        if (unplannable(request).isPresent()) {
            return Optional.empty();
        }
        return planner.probe(plan, local(request), local(now)).map(this::global);
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
        rebase(now);
        Optional<String> unplannable = unplannable(request);
        if (unplannable.isPresent()) {
            return unplannable;
        }
        PlanDecision decision = planner.tryAdmit(plan, local(request), local(now));
        if (decision instanceof PlanDecision.Rejected rejected) {
            String prefix = request.id() + ": ";
            String detail = rejected.detail();
            return Optional.of(detail.startsWith(prefix) ? detail.substring(prefix.length()) : detail);
        }
        return unfair((PlanDecision.Accepted) decision, request, now);
    }

    /**
     * Fair share's refusal of a reservation the planner would accept ({@link FairShare}): when its initiator must
     * leave room, a copy of the request must still fit by its T_F in the plan the admission would make.
     */
    private Optional<String> unfair(PlanDecision.Accepted accepted, PlanningRequest request, double now) {
        PlanningRequest another = local(new PlanningRequest(request.id() + "#another", request.earliestStart(),
                request.latestFinish(), request.cpus(), request.price()));
        if (!fairShare.mustLeaveRoom(accepted.plan(), accepted.placement(), another.earliestStart(),
                another.latestFinish())) {
            return Optional.empty();
        }
        Optional<CounterProposal> room = planner.probe(accepted.plan(), another, local(now));
        if (room.isPresent() && room.get().finish() <= another.latestFinish() + 1e-9) {
            return Optional.empty();
        }
        return Optional.of(fairShare.reservationRefusal(accepted.plan(), accepted.placement(), another.earliestStart(),
                another.latestFinish(), "between "
                + text(request.earliestStart()) + " and " + text(request.latestFinish())));
    }

    private static String text(double clockHours) {
        return Instant.ofEpochSecond((long) Math.floor(Hours.toSeconds(clockHours))).toString();
    }

    /** Puts a stored reservation back into the plan (for restart); it must not start before the origin. */
    void restore(PlanningRequest request, ReservationAllocation allocation) {
        int[] processors = allocation.processors().stream().mapToInt(Integer::intValue).toArray();
        PlannedPlacement placement = new PlannedPlacement(request.id(), allocation.cpus(), Math.max(0, allocation.startHours() - originHours),
                allocation.reservedHours(), allocation.agreedHours(), ProcessorSet.of(processors));
        List<Reservation> all = new ArrayList<>(plan.reservations());
        all.add(new Reservation(local(request), placement));
        plan = new Plan(plan.frame(), all, plan.version() + 1);
    }

    /** Removes a reservation (a terminated agreement), freeing its processors. */
    @Override
    public void withdraw(String agreementId) {
        plan = plan.without(agreementId);
    }

    /** The reservations whose agreed end has passed by {@code now}, each reported once. */
    @Override
    public List<Finish> advanceTo(double now) {
        List<Finish> done = new ArrayList<>();
        for (Reservation r : plan.reservations()) {
            double end = end(r.placement());
            if (end <= now && finished.add(r.request().id())) {
                done.add(new Finish(r.request().id(), end));
            }
        }
        plan = plan.withoutFinishedBy(local(now));
        finished.retainAll(plan.reservations().stream().map(r -> r.request().id()).toList());
        return done;
    }

    @Override
    public double nextEventTime() {
        return plan.reservations().stream().filter(r -> !finished.contains(r.request().id()))
                .mapToDouble(r -> end(r.placement())).min().orElse(Double.POSITIVE_INFINITY);
    }

    /** The current placement of a reservation, if planned. */
    Optional<ReservationAllocation> allocationOf(String agreementId, double created) {
        return plan.reservation(agreementId).map(r -> allocation(r.placement(), created));
    }

    /** Why a request cannot be planned at all: no processors, or a window that closes before the origin. */
    private Optional<String> unplannable(PlanningRequest request) {
        if (partition.reservationProcessors() == 0) {
            return Optional.of(NO_NODES);
        }
        if (request.latestFinish() <= originHours) {
            return Optional.of("its latest finish has already passed");
        }
        return Optional.empty();
    }

    /** Moves the origin forward once half the horizon lies behind it, never past a live reservation's start. */
    private void rebase(double now) {
        double horizon = plan.frame().horizonHours();
        if (local(now) < horizon / 2) {
            return;
        }
        double earliest = plan.reservations().stream().mapToDouble(r -> r.placement().start() + originHours)
                .min().orElse(Double.POSITIVE_INFINITY);
        double next = alignedHours(Hours.toSeconds(Math.min(earliest, Hours.ofSeconds(now))));
        double shift = next - originHours;
        if (shift <= 0) {
            return;
        }
        List<Reservation> shifted = plan.reservations().stream().map(r -> shifted(r, shift)).toList();
        originHours = next;
        plan = new Plan(plan.frame(), shifted, plan.version() + 1);
    }

    private static Reservation shifted(Reservation r, double hours) {
        PlanningRequest q = r.request();
        PlannedPlacement p = r.placement();
        return new Reservation(new PlanningRequest(q.id(), Math.max(0, q.earliestStart() - hours),
                q.latestFinish() - hours, q.cpus(), q.price()), new PlannedPlacement(p.requestId(), p.cpus(),
                Math.max(0, p.start() - hours), p.reservedHours(), p.agreedHours(), p.processors()));
    }

    /** A request in clock hours as the planner sees it: in hours from the origin. */
    private PlanningRequest local(PlanningRequest request) {
        return new PlanningRequest(request.id(), Math.max(0, request.earliestStart() - originHours),
                request.latestFinish() - originHours, request.cpus(), request.price());
    }

    private double local(double seconds) {
        return Math.max(0, Hours.ofSeconds(seconds) - originHours);
    }

    private CounterProposal global(CounterProposal proposal) {
        return new CounterProposal(proposal.cpus(), proposal.reservedHours(), proposal.start() + originHours,
                proposal.finish() + originHours);
    }

    private double alignedHours(double seconds) {
        return Hours.ofSeconds(Math.floor(seconds / slotSeconds) * slotSeconds);
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

    private ReservationAllocation allocation(PlannedPlacement placement, double created) {
        List<Integer> processors = placement.processors().stream().boxed().toList();
        List<String> nodes = processors.stream().map(partition::nodeOfProcessor).distinct().toList();
        double start = placement.start() + originHours;
        return new ReservationAllocation(created, nodes, processors, placement.cpus(), start,
                placement.reservedHours(), placement.agreedHours());
    }

    /** A placement's agreed end in clock seconds. */
    private double end(PlannedPlacement placement) {
        return Hours.toSeconds(placement.start() + originHours + placement.agreedHours());
    }
}
