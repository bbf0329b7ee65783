package org.accord.term;

import java.util.Objects;

/**
 * A named function term and its exp4j expression, e.g. {@code ("tD", "tD1 / Ncpu")} or
 * {@code ("price", "budget - penaltyRate * max(0, wallclock - deadline)")}. The expression may refer to
 * variables, other function terms, universal terms, exp4j's built-in functions and {@code min}/{@code max}.
 * Only nulls are rejected here; everything else is checked by {@link TermCompiler}.
 */
public record FunctionTermDeclaration(String name, String expression) {

    public FunctionTermDeclaration {
        Objects.requireNonNull(name, "function term name must not be null");
        if (expression == null) {
            // not requireNonNull(expression, message): its message would be built for every declaration
            throw new NullPointerException("expression of function term '" + name + "' must not be null");
        }
    }
}
