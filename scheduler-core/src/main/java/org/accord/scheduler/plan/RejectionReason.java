package org.accord.scheduler.plan;

/** Why the online planner refused a newcomer. */
public enum RejectionReason {
    /** No CPU count in its range fits its window on an empty frame, or its window closes before now. */
    INFEASIBLE,
    /** It could fit an empty frame, but not next to the reservations already accepted. */
    NO_CAPACITY
}
