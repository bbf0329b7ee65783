package org.accord.provider.config;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How admission shares capacity between initiators (keys {@code fairness.*}; the mechanism and its reasons are in
 * {@code org.accord.provider.admission.FairShare} and docs/fairness.md).
 *
 * @param reserve the part of each admission path's capacity, 0 to 0.9, that an initiator at or above its share may
 *     not take: kept for initiators below their share ({@code fairness.reserve}); 0 turns fair share off, and one
 *     initiator alone may fill {@code 1 - reserve} of the capacity
 * @param weights each named initiator's weight (positive; everyone else weighs {@link #DEFAULT_WEIGHT}); shares
 *     are proportional to the weights of the initiators holding capacity ({@code fairness.weights})
 */
public record FairShareSettings(double reserve, Map<String, Double> weights) {

    public static final String RESERVE = "fairness.reserve";
    public static final String WEIGHTS = "fairness.weights";

    /** The weight of an initiator {@code fairness.weights} does not name. */
    public static final double DEFAULT_WEIGHT = 1;

    /** The largest reserve: a provider that keeps more than 90% back from every initiator serves nobody. */
    public static final double MAX_RESERVE = 0.9;

    public FairShareSettings {
        if (!(reserve >= 0 && reserve <= MAX_RESERVE)) {
            throw SettingsException.badValue(Setting.FAIRNESS_RESERVE, reserve, "must be between 0 and " + MAX_RESERVE);
        }
        weights = Map.copyOf(Objects.requireNonNull(weights, WEIGHTS));
        weights.forEach((name, weight) -> {
            if (!(weight > 0) || !Double.isFinite(weight)) {
                throw SettingsException.badValue(Setting.FAIRNESS_WEIGHTS, name + "=" + weight,
                        "a weight must be a positive finite number");
            }
        });
    }

    /** Whether admission applies fair share at all ({@code fairness.reserve} above 0). */
    public boolean enabled() {
        return reserve > 0;
    }

    /** The weight of {@code initiator}. */
    public double weight(String initiator) {
        return weights.getOrDefault(initiator, DEFAULT_WEIGHT);
    }

    /**
     * Parses {@code fairness.weights}: comma-separated {@code name=weight} pairs, e.g. {@code alice=2, bob=0.5};
     * blank for none.
     */
    public static Map<String, Double> parseWeights(String text) {
        Map<String, Double> weights = new HashMap<>();
        Arrays.stream(text.split(",")).map(String::trim).filter(pair -> !pair.isEmpty()).forEach(pair -> {
            int equals = pair.indexOf('=');
            if (equals < 1) {
                throw SettingsException.badValue(Setting.FAIRNESS_WEIGHTS, pair, "each entry is name=weight");
            }
            String name = pair.substring(0, equals).trim();
            try {
                weights.put(name, Double.parseDouble(pair.substring(equals + 1).trim()));
            } catch (NumberFormatException e) {
                throw SettingsException.badValue(Setting.FAIRNESS_WEIGHTS, pair, "the weight is not a number");
            }
        });
        return weights;
    }
}
