package org.accord.provider.health;

import java.util.Objects;

/**
 * One check's answer.
 *
 * @param name the check, e.g. {@code store}
 * @param up whether it passed
 * @param detail what it saw: on failure, why, in words an operator can act on
 */
public record CheckResult(String name, boolean up, String detail) {

    public CheckResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(detail, "detail");
    }

    /** {@code UP} or {@code DOWN}. */
    public String state() {
        return up ? "UP" : "DOWN";
    }
}
