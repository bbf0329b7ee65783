package org.accord.scheduler.batch;

import java.util.Objects;

/**
 * One named setting an experiment accepts ({@code ./accord batch EXPERIMENT --set NAME=VALUE}): a parameter
 * the papers leave open, with the value the experiment uses when it is not given and what it means.
 *
 * @param name         the stable name, lower case with dashes, e.g. {@code penalty-rate-scale}
 * @param defaultValue the value used when the setting is not given, as it would be written on the command line
 * @param description  what the setting changes and which values it takes, one sentence or two
 */
public record BatchParameter(String name, String defaultValue, String description) {

    public BatchParameter {
        Objects.requireNonNull(name, "name must not be null");
        Objects.requireNonNull(defaultValue, "default value must not be null");
        Objects.requireNonNull(description, "description must not be null");
    }
}
