package org.accord.term;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * All variables and function terms of one document, plus the names of the universal terms they may use.
 * Lists keep declaration order, which {@link TermCompiler} uses to make results deterministic; duplicates
 * are kept so that the compiler can report them.
 */
public record TermSetDeclaration(List<VariableDeclaration> variables, List<FunctionTermDeclaration> functions,
                                 Set<String> universals) {

    public TermSetDeclaration {
        variables = List.copyOf(Objects.requireNonNull(variables, "variables must not be null"));
        functions = List.copyOf(Objects.requireNonNull(functions, "functions must not be null"));
        universals = Set.copyOf(Objects.requireNonNull(universals, "universals must not be null"));
    }

    /** A term set using {@link UniversalTerms#DEFAULT}. */
    public static TermSetDeclaration of(List<VariableDeclaration> variables,
                                        List<FunctionTermDeclaration> functions) {
        return new TermSetDeclaration(variables, functions, UniversalTerms.DEFAULT);
    }
}
