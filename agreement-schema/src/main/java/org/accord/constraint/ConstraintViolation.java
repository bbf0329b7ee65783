package org.accord.constraint;

import java.util.Objects;

/**
 * One way an offer breaks a creation constraint. The message names the item, the offending value and the
 * bound, e.g. {@code item 'CPUCount': value 128 is above the maximum 64}.
 */
public record ConstraintViolation(String itemName, String location, String message) {

    public ConstraintViolation {
        Objects.requireNonNull(itemName, "item name must not be null");
        Objects.requireNonNull(location, "location must not be null");
        Objects.requireNonNull(message, "message must not be null");
    }
}
