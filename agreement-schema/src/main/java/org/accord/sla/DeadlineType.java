package org.accord.sla;

/**
 * LibraSLA's deadline type: a HARD deadline must be met (a late job has no value to the user); a SOFT
 * deadline may be missed at the price of the penalty rate.
 */
public enum DeadlineType {
    HARD,
    SOFT
}
