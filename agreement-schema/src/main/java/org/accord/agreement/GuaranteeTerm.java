package org.accord.agreement;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A guarantee term as Accord uses it: its name and the business value of meeting (reward) or missing
 * (penalty) its objective. Each value expression is the text of a WS-Agreement ValueExpression; Accord's
 * templates write the name of a function term there (e.g. {@code utility}), evaluated when the wall-clock
 * time is known.
 */
public record GuaranteeTerm(String name, Optional<String> valueUnit, List<String> rewards, List<String> penalties) {

    public GuaranteeTerm {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("guarantee term name must not be blank");
        }
        Objects.requireNonNull(valueUnit, "valueUnit");
        rewards = List.copyOf(rewards);
        penalties = List.copyOf(penalties);
    }

    /** A guarantee whose business value is one reward expression. */
    public static GuaranteeTerm rewarding(String name, String valueUnit, String rewardExpression) {
        return new GuaranteeTerm(name, Optional.of(valueUnit), List.of(rewardExpression), List.of());
    }
}
