package org.accord.scheduler.plan;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable set of accepted reservations on a frame. Each change yields a new plan with
 * {@code version + 1}, so concurrent callers can hold the current plan in an
 * {@code AtomicReference<Plan>} and publish a decision's plan with {@code compareAndSet}; a caller that
 * loses the race re-runs its admission against the winner's plan.
 *
 * @param frame        the resource
 * @param reservations accepted requests with their placements
 * @param version      increases by one with every change
 */
public record Plan(Frame frame, List<Reservation> reservations, long version) {

    public Plan {
        if (frame == null) {
            throw new IllegalArgumentException("plan frame must not be null");
        }
        reservations = List.copyOf(reservations);
        Set<String> ids = new HashSet<>();
        for (Reservation r : reservations) {
            if (!ids.add(r.request().id())) {
                throw new IllegalArgumentException("request id planned twice: " + r.request().id());
            }
        }
    }

    /** A plan with nothing reserved. */
    public static Plan empty(Frame frame) {
        return new Plan(frame, List.of(), 0);
    }

    /** The reservation of {@code requestId}, if accepted. */
    public Optional<Reservation> reservation(String requestId) {
        return reservations.stream().filter(r -> r.request().id().equals(requestId)).findFirst();
    }

    /** The accepted requests. */
    public List<PlanningRequest> requests() {
        return reservations.stream().map(Reservation::request).toList();
    }

    /** The placements as a schedule without failures (for validation and reporting). */
    public Schedule schedule() {
        return new Schedule(frame, reservations.stream().map(Reservation::placement).toList(), List.of());
    }

    /** A plan without the reservations that ended by {@code now} (hours): they no longer constrain anything. */
    public Plan withoutFinishedBy(double now) {
        return new Plan(frame, reservations.stream().filter(r -> r.placement().end() > now + 1e-9).toList(), version + 1);
    }

    /** A plan without {@code requestId} (e.g. a terminated agreement); unchanged content if absent. */
    public Plan without(String requestId) {
        return new Plan(frame, reservations.stream().filter(r -> !r.request().id().equals(requestId)).toList(), version + 1);
    }
}
