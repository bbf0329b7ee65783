package org.accord.agreement;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;


/**
 * A guarantee term's state and, once evaluated at completion, the realised business value.
 *
 * @param name the guarantee term's name
 * @param state Fulfilled, Violated, or NotDetermined (not evaluated yet, or the work never finished)
 * @param value the realised business value: the guarantee's reward expression (a function term such as
 *     LibraSLA's {@code utility = budget - delay x penaltyRate}, or a price function) evaluated with
 *     {@code wallclock} bound to the finish time; negative when it is a penalty
 * @param valueUnit its unit, e.g. EUR
 * @param finishTime when the work finished, seconds from the agreement's creation
 * @param delay how late it finished against its deadline or latest finish, seconds (0 when on time)
 */
public record GuaranteeOutcome(String name, GuaranteeTermState state, OptionalDouble value,
        Optional<String> valueUnit, OptionalDouble finishTime, OptionalDouble delay) {

    public GuaranteeOutcome {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(valueUnit, "valueUnit");
        Objects.requireNonNull(finishTime, "finishTime");
        Objects.requireNonNull(delay, "delay");
    }

    /** A guarantee not evaluated (yet). */
    public static GuaranteeOutcome undetermined(String name) {
        return new GuaranteeOutcome(name, GuaranteeTermState.NOT_DETERMINED, OptionalDouble.empty(),
                Optional.empty(), OptionalDouble.empty(), OptionalDouble.empty());
    }
}
