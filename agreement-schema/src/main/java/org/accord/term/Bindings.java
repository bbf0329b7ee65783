package org.accord.term;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Values for variables and universal terms, supplied at evaluation time. Immutable; values must be finite.
 * Names the term set does not know are ignored by evaluation.
 */
public record Bindings(Map<String, Double> values) {

    private static final Bindings EMPTY = new Bindings(Map.of());

    public Bindings {
        values = Map.copyOf(Objects.requireNonNull(values, "binding values must not be null"));
        values.forEach((name, value) -> {
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("binding '" + name + "' must be finite: " + value);
            }
        });
    }

    public static Bindings empty() {
        return EMPTY;
    }

    public static Bindings of(String name, double value) {
        return new Bindings(Map.of(name, value));
    }

    public static Bindings of(String n1, double v1, String n2, double v2) {
        return new Bindings(Map.of(n1, v1, n2, v2));
    }

    public static Bindings of(String n1, double v1, String n2, double v2, String n3, double v3) {
        return new Bindings(Map.of(n1, v1, n2, v2, n3, v3));
    }

    public static Bindings of(String n1, double v1, String n2, double v2, String n3, double v3,
                              String n4, double v4) {
        return new Bindings(Map.of(n1, v1, n2, v2, n3, v3, n4, v4));
    }

    /** A copy with {@code name} bound (or rebound) to {@code value}. */
    public Bindings with(String name, double value) {
        return withAll(Map.of(name, value));
    }

    /** A copy with every binding of {@code more} added (or rebound), made in one copy whatever their number. */
    public Bindings withAll(Map<String, Double> more) {
        Map<String, Double> copy = new HashMap<>(values);
        copy.putAll(more);
        return new Bindings(copy);
    }

    public boolean isBound(String name) {
        return values.containsKey(name);
    }
}
