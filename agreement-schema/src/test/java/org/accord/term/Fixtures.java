package org.accord.term;

import java.util.List;

/** Tiny factories for term-set fixtures. */
final class Fixtures {

    private Fixtures() {
    }

    static VariableDeclaration integer(String name, double min, double max) {
        return VariableDeclaration.integer(name, min, max);
    }

    static VariableDeclaration real(String name, double min, double max) {
        return VariableDeclaration.real(name, min, max);
    }

    static FunctionTermDeclaration term(String name, String expression) {
        return new FunctionTermDeclaration(name, expression);
    }

    static TermCompilation compile(List<VariableDeclaration> variables, FunctionTermDeclaration... functions) {
        return TermCompiler.compile(TermSetDeclaration.of(variables, List.of(functions)));
    }

    /** The HPC job of the analytical-terms paper plus LibraSLA lateness pricing. */
    static CompiledTermSet hpcJob() {
        return compile(List.of(
                        integer("Ncpu", 1, 64),
                        real("tD1", 1, 1_000_000),
                        real("deadline", 0, 1e9),
                        real("budget", 0, 1e9),
                        real("penaltyRate", 0, 1e6)),
                term("tD", "tD1 / Ncpu"),
                term("A", "Ncpu * tD"),
                term("lateness", "max(0, wallclock - deadline)"),
                term("price", "budget - penaltyRate * lateness"))
                .orThrow();
    }
}
