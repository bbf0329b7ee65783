package org.accord.scheduler.plan;

/** Why the packer left a request out. */
public enum FailureReason {
    /** No CPU count in its range fits its window even on an empty frame: not placeable in principle. */
    NEVER_FITS,
    /** It could fit an empty frame, but not around the reservations placed before it. */
    NO_ROOM
}
