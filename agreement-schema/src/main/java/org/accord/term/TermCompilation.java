package org.accord.term;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of {@link TermCompiler#compile}: every problem found, and the compiled term set exactly when
 * there is none.
 */
public record TermCompilation(List<TermProblem> problems, Optional<CompiledTermSet> compiled) {

    public TermCompilation {
        problems = List.copyOf(Objects.requireNonNull(problems, "problems must not be null"));
        Objects.requireNonNull(compiled, "compiled must not be null");
        if (problems.isEmpty() != compiled.isPresent()) {
            throw new IllegalArgumentException(
                    "a compilation has a compiled term set exactly when it has no problems: " + problems);
        }
    }

    static TermCompilation failed(List<TermProblem> problems) {
        return new TermCompilation(problems, Optional.empty());
    }

    static TermCompilation succeeded(CompiledTermSet compiled) {
        return new TermCompilation(List.of(), Optional.of(compiled));
    }

    public boolean isValid() {
        return problems.isEmpty();
    }

    /** The compiled term set, or a {@link TermCompilationException} carrying every problem. */
    public CompiledTermSet orThrow() {
        return compiled.orElseThrow(() -> new TermCompilationException(problems));
    }
}
