package org.accord.term;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * The values of the function terms evaluated by {@link CompiledTermSet#evaluate(Bindings)}: immutable, read
 * from the evaluation's value array through the term set's slot index (no map is built unless
 * {@link #values()} is asked for).
 */
public final class TermValues {

    private final Map<String, Integer> slots;
    private final double[] values;
    private final boolean[] present;

    /** Values at {@code slots} (term name to index, in evaluation order) of {@code values}, where {@code present}. */
    TermValues(Map<String, Integer> slots, double[] values, boolean[] present) {
        this.slots = slots;
        this.values = values;
        this.present = present;
    }

    /** The value of {@code term}, empty when it was left out (an input was unbound). */
    public OptionalDouble get(String term) {
        Integer slot = slots.get(term);
        return slot == null || !present[slot] ? OptionalDouble.empty() : OptionalDouble.of(values[slot]);
    }

    /** The evaluated terms and their values, in evaluation order. */
    public Map<String, Double> values() {
        Map<String, Double> map = new LinkedHashMap<>();
        slots.forEach((term, slot) -> {
            if (present[slot]) {
                map.put(term, values[slot]);
            }
        });
        return Collections.unmodifiableMap(map);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TermValues that && values().equals(that.values());
    }

    @Override
    public int hashCode() {
        return Objects.hash(values());
    }

    @Override
    public String toString() {
        return "TermValues" + values();
    }
}
