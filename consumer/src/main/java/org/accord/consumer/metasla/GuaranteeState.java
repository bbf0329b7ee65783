package org.accord.consumer.metasla;

/** Whether an agreement's guarantees were met, mirroring WS-Agreement's guarantee states. */
public enum GuaranteeState {
    /** Not yet known (or no guarantee applies). */
    NOT_DETERMINED,
    /** Every guarantee was met. */
    FULFILLED,
    /** Some guarantee was broken. */
    VIOLATED
}
