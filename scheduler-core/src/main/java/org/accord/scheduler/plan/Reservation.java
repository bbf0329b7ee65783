package org.accord.scheduler.plan;

/**
 * An accepted request together with its current placement in a plan.
 *
 * @param request   the agreed request (its function lets a re-plan change N_CPU and t_D)
 * @param placement where it currently runs
 */
public record Reservation(PlanningRequest request, PlannedPlacement placement) {

    public Reservation {
        if (request == null || placement == null) {
            throw new IllegalArgumentException("reservation needs a request and a placement");
        }
        if (!request.id().equals(placement.requestId())) {
            throw new IllegalArgumentException("placement " + placement.requestId() + " does not belong to request " + request.id());
        }
    }

    /** Whether the reservation has started by {@code now} (hours). */
    public boolean hasStartedBy(double now) {
        return placement.start() < now - 1e-9;
    }
}
