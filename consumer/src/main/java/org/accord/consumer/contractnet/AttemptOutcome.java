package org.accord.consumer.contractnet;

/** How one SLA bid ended, from the manager's point of view. */
public enum AttemptOutcome {
    /** The contractor accepted within the expiry interval; the job is placed there. */
    ACCEPTED,
    /** The contractor refused within the expiry interval. */
    REJECTED,
    /** No answer within the expiry interval; a later acceptance is terminated (see {@link LateAcceptance}). */
    TIMED_OUT,
    /** The call failed (transport error or unexpected fault) within the expiry interval. */
    FAILED
}
