package org.accord.sla;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What a resource manager runs for a job: an executable (or script) with its arguments, the directory it starts
 * in and its environment. The user it runs as is the provider's to choose, never the offer's.
 *
 * @param executable       the program or script, a path or a name on the PATH; not blank
 * @param arguments        its arguments, in order
 * @param workingDirectory where it starts; empty for the provider's job directory
 * @param environment      variables to set, by name ({@code [A-Za-z_][A-Za-z0-9_]*}), in the order given
 */
public record Application(String executable, List<String> arguments, Optional<String> workingDirectory,
        Map<String, String> environment) {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    public Application {
        Objects.requireNonNull(executable, "executable");
        if (executable.isBlank()) {
            throw new IllegalArgumentException("an application needs an executable");
        }
        arguments = List.copyOf(arguments);
        Objects.requireNonNull(workingDirectory, "workingDirectory");
        workingDirectory.filter(String::isBlank).ifPresent(d -> {
            throw new IllegalArgumentException("a working directory must not be blank");
        });
        environment = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(environment));
        environment.keySet().stream().filter(k -> !NAME.matcher(k).matches()).findFirst().ifPresent(k -> {
            throw new IllegalArgumentException("environment variable name '" + k + "' must match " + NAME);
        });
    }

    /** Runs {@code executable} with {@code arguments}, nothing else set. */
    public static Application of(String executable, String... arguments) {
        return new Application(executable, List.of(arguments), Optional.empty(), Map.of());
    }
}
