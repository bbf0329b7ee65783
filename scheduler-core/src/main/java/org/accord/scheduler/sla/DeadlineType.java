package org.accord.scheduler.sla;

/**
 * Deadline type of an SLA (LibraSLA paper, section 3): a HARD deadline must be met, a SOFT deadline may be
 * missed at the price of the penalty rate.
 */
public enum DeadlineType {
    HARD,
    SOFT
}
