package org.accord.term;

import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;

/** The values of the function terms evaluated by {@link CompiledTermSet#evaluate(Bindings)}. */
public record TermValues(Map<String, Double> values) {

    public TermValues {
        values = Map.copyOf(Objects.requireNonNull(values, "term values must not be null"));
    }

    /** The value of {@code term}, empty when it was left out (an input was unbound). */
    public OptionalDouble get(String term) {
        Double value = values.get(term);
        return value == null ? OptionalDouble.empty() : OptionalDouble.of(value);
    }
}
