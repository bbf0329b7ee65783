package org.accord.sla;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a resource manager runs for a job: an executable (or script) with its arguments, the directory it starts
 * in and its environment. The user it runs as is the provider's to choose, never the offer's.
 *
 * @param executable       the program or script, a path or a name on the PATH; not blank
 * @param arguments        its arguments, in order
 * @param workingDirectory where it starts; empty for the provider's job directory
 * @param environment      variables to set, by name ({@code [A-Za-z_][A-Za-z0-9_]*}), in the order given
 * @param offerMaySet      in a template: the fields an offer may choose; every other field of an offer's
 *     application must be as the template gives it ({@link #offerChanges}). Every field when not restricted.
 */
public record Application(String executable, List<String> arguments, Optional<String> workingDirectory,
        Map<String, String> environment, Set<Field> offerMaySet) {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** The fields of an application. */
    public enum Field {
        EXECUTABLE("Executable"), ARGUMENT("Argument"), WORKING_DIRECTORY("WorkingDirectory"),
        ENVIRONMENT("Environment");

        private final String element;

        Field(String element) {
            this.element = element;
        }

        /** The field's element name, as {@code offerMaySet} lists it. */
        public String element() {
            return element;
        }

        /** The field of an element name. */
        public static Field ofElement(String name) {
            for (Field field : values()) {
                if (field.element.equals(name)) {
                    return field;
                }
            }
            throw new IllegalArgumentException("no application field is called '" + name + "'");
        }
    }

    /** An application any field of which an offer may set. */
    public Application(String executable, List<String> arguments, Optional<String> workingDirectory,
            Map<String, String> environment) {
        this(executable, arguments, workingDirectory, environment, EnumSet.allOf(Field.class));
    }

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
        offerMaySet = offerMaySet.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(offerMaySet));
    }

    /** Whether a template restricts what an offer may set. */
    public boolean restricted() {
        return offerMaySet.size() < Field.values().length;
    }

    /**
     * The fields {@code offered} sets differently from this template application although the template does not
     * let an offer set them, in field order; empty when the offer keeps to the template.
     */
    public List<Field> offerChanges(Application offered) {
        List<Field> changed = new ArrayList<>();
        for (Field field : Field.values()) {
            if (!offerMaySet.contains(field) && !Objects.equals(value(field), offered.value(field))) {
                changed.add(field);
            }
        }
        return changed;
    }

    /** The value of one field, for comparison and messages. */
    public Object value(Field field) {
        return switch (field) {
            case EXECUTABLE -> executable;
            case ARGUMENT -> arguments;
            case WORKING_DIRECTORY -> workingDirectory.orElse(null);
            case ENVIRONMENT -> environment;
        };
    }

    /** Runs {@code executable} with {@code arguments}, nothing else set. */
    public static Application of(String executable, String... arguments) {
        return new Application(executable, List.of(arguments), Optional.empty(), Map.of());
    }
}
