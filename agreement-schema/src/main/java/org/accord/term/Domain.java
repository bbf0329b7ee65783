package org.accord.term;

/**
 * The checked domain of a variable: finite bounds, {@code min <= max}, and integral bounds when the
 * variable is an integer. Both bounds are inclusive.
 */
public record Domain(double min, double max, boolean integer) {

    public Domain {
        if (!Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("domain bounds must be finite: " + min + ".." + max);
        }
        if (min > max) {
            throw new IllegalArgumentException("domain minimum must not exceed its maximum: " + min + " > " + max);
        }
        if (integer && (min != Math.rint(min) || max != Math.rint(max))) {
            throw new IllegalArgumentException("integer domain bounds must be integers: " + min + ".." + max);
        }
    }

    /** Whether {@code v} lies within the bounds and, for an integer domain, is an integer. */
    public boolean contains(double v) {
        return v >= min && v <= max && (!integer || v == Math.rint(v));
    }

    @Override
    public String toString() {
        String range = DomainViolationException.format(min) + ".." + DomainViolationException.format(max);
        return (integer ? "integer " : "real ") + range;
    }
}
