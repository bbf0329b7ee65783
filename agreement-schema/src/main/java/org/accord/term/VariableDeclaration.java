package org.accord.term;

import java.util.Objects;

/**
 * A free input term with its declared domain, e.g. {@code Ncpu} in 1..64 (integer) or {@code tD1} in
 * 1..1e6 (real). This is the raw declaration as written in a document: only nulls are rejected here, so
 * that {@link TermCompiler} can report every problem (inverted or empty domains included) at once. The
 * checked form is {@link Domain}.
 */
public record VariableDeclaration(String name, double min, double max, boolean integer) {

    public VariableDeclaration {
        Objects.requireNonNull(name, "variable name must not be null");
    }

    /** An integer variable ranging over {@code min..max}. */
    public static VariableDeclaration integer(String name, double min, double max) {
        return new VariableDeclaration(name, min, max, true);
    }

    /** A real variable ranging over {@code min..max}. */
    public static VariableDeclaration real(String name, double min, double max) {
        return new VariableDeclaration(name, min, max, false);
    }
}
