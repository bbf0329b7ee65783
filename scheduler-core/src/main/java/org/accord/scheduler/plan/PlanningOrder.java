package org.accord.scheduler.plan;

import java.util.List;

/**
 * The order in which the packer considers requests: a priority rule such as
 * {@code min(TF + w*NCPU)} (see the heuristic package) or plain arrival order.
 */
@FunctionalInterface
public interface PlanningOrder {

    /** Arrival order: the list as given (first come, first served). */
    PlanningOrder ARRIVAL = List::copyOf;

    /** The requests in planning order; a new list, the argument is left untouched. */
    List<PlanningRequest> order(List<PlanningRequest> requests);
}
