package org.accord.scheduler.contractnet;

/** Why a manager dropped a job instead of placing it. */
public enum DropReason {
    /** No quote matched the job's processors, budget and deadline, so no bid was sent. */
    NO_SUITABLE_PROVIDER,
    /** The remaining bidding time could not cover another bid (Φ gave no interval). */
    BIDDING_TIME_SPENT,
    /** Every suitable contractor was tried once and none accepted. */
    PROVIDERS_EXHAUSTED
}
