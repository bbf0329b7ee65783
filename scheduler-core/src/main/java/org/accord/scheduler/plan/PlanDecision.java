package org.accord.scheduler.plan;

import java.util.Optional;

/** The online planner's answer for one newcomer: accepted with a new plan, or rejected with a reason. */
public sealed interface PlanDecision {

    /**
     * The newcomer fits. {@code plan} holds every previously accepted reservation (started ones untouched)
     * plus the newcomer; publish it with compare-and-set against the plan the decision was made on.
     *
     * @param plan      the new plan, version one above the old
     * @param placement the newcomer's placement in it
     * @param replanned whether not-yet-started reservations were re-planned (otherwise they are unchanged)
     */
    record Accepted(Plan plan, PlannedPlacement placement, boolean replanned) implements PlanDecision {
    }

    /**
     * The newcomer does not fit; the current plan stays as it is.
     *
     * @param reason          why
     * @param detail          a readable explanation naming the request
     * @param counterProposal what would fit instead, when something fits before the horizon
     */
    record Rejected(RejectionReason reason, String detail, Optional<CounterProposal> counterProposal)
            implements PlanDecision {
    }
}
