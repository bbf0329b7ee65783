package org.accord.term;

/** A binding lies outside its variable's domain, or is not an integer for an integer variable. */
public final class DomainViolationException extends TermException {

    private final double value;

    public DomainViolationException(String variable, double value, Domain domain) {
        super(variable, "variable '" + variable + "' = " + format(value) + " lies outside its domain " + domain);
        this.value = value;
    }

    public double value() {
        return value;
    }

    static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : Double.toString(value);
    }
}
