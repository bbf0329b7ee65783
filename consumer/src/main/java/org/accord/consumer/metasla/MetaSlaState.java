package org.accord.consumer.metasla;

/** The state of a whole meta-SLA, derived from its sub-agreements by {@link MetaSla#state()}. */
public enum MetaSlaState {
    /** Some job is still being bid for. */
    PENDING,
    /** Every job is placed and in force (some may already be complete). */
    OBSERVED,
    /** A partial request: some jobs were dropped, the placed ones are in force. */
    PARTIAL,
    /** Nothing was placed, or an all-or-nothing request lost a job. */
    REJECTED,
    /** Every placed job completed. */
    COMPLETE,
    /** A placed sub-agreement was terminated before completing. */
    TERMINATED
}
