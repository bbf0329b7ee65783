package org.accord.term;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import net.objecthunter.exp4j.function.Function;
import net.objecthunter.exp4j.function.Functions;

/**
 * The functions available to expressions besides exp4j's built-ins: {@code min(a, b)} and
 * {@code max(a, b)}. Both are stateless, so one instance serves every thread.
 */
final class TermFunctions {

    static final Function MIN = new Function("min", 2) {
        @Override
        public double apply(double... args) {
            return Math.min(args[0], args[1]);
        }
    };

    static final Function MAX = new Function("max", 2) {
        @Override
        public double apply(double... args) {
            return Math.max(args[0], args[1]);
        }
    };

    static final List<Function> CUSTOM = List.of(MIN, MAX);

    private static final Set<String> CUSTOM_NAMES =
            CUSTOM.stream().map(Function::getName).collect(Collectors.toUnmodifiableSet());

    private TermFunctions() {
    }

    /** Whether {@code name} is a function (built-in or custom) and so cannot name a term. */
    static boolean isFunctionName(String name) {
        return CUSTOM_NAMES.contains(name) || Functions.getBuiltinFunction(name) != null;
    }
}
