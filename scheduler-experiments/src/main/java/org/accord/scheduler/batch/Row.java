package org.accord.scheduler.batch;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One result row: named values in column order, each a {@link String}, a {@link Number} or a {@link Boolean}.
 * A row holds a parameter point's parameters and the metrics of one policy or heuristic at that point.
 * Numbers must be finite, so every row can be written as JSON. Immutable; build it with {@link #of} and
 * {@link #with}.
 *
 * @param values column name to value, in column order
 */
public record Row(Map<String, Object> values) {

    public Row {
        Objects.requireNonNull(values, "row values must not be null");
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>();
        values.forEach((name, value) -> copy.put(requireName(name), requireValue(name, value)));
        values = Collections.unmodifiableMap(copy);
    }

    /** A row with one column. */
    public static Row of(String name, Object value) {
        return new Row(Map.of(name, value));
    }

    /** This row with one more column at the end (or the named column replaced in place). */
    public Row with(String name, Object value) {
        LinkedHashMap<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(name, value);
        return new Row(copy);
    }

    /** True when the row has this column. */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** The value of a column. */
    public Object get(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new BatchException("row has no column '" + name + "': " + values.keySet());
        }
        return value;
    }

    /** A numeric column as a double. */
    public double number(String name) {
        if (get(name) instanceof Number n) {
            return n.doubleValue();
        }
        throw new BatchException("column '" + name + "' is not a number: " + get(name));
    }

    /** A column as text (numbers in their plain Java form). */
    public String text(String name) {
        return String.valueOf(get(name));
    }

    private static String requireName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("column name must not be blank: " + name);
        }
        return name;
    }

    private static Object requireValue(String name, Object value) {
        if (!(value instanceof String || value instanceof Number || value instanceof Boolean)) {
            throw new IllegalArgumentException("column '" + name + "' must be text, a number or a boolean: " + value);
        }
        if (value instanceof Number n && !Double.isFinite(n.doubleValue())) {
            throw new IllegalArgumentException("column '" + name + "' must be a finite number: " + value);
        }
        return value;
    }
}
