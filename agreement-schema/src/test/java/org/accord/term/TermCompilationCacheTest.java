package org.accord.term;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class TermCompilationCacheTest {

    private static TermSetDeclaration tD(String expression) {
        return TermSetDeclaration.of(List.of(VariableDeclaration.integer("Ncpu", 1, 64),
                VariableDeclaration.real("tD1", 1, 1e6)), List.of(new FunctionTermDeclaration("tD", expression)));
    }

    @Test
    void compilesEqualDeclarationsOnce() {
        TermCompilationCache cache = new TermCompilationCache(8);

        TermCompilation first = cache.compile(tD("tD1 / Ncpu"));
        TermCompilation again = cache.compile(tD("tD1 / Ncpu"));

        assertThat(again).isSameAs(first);
        assertThat(again.orThrow().evaluate("tD", new Bindings(Map.of("Ncpu", 4.0, "tD1", 100.0))))
                .isEqualTo(25.0);
    }

    @Test
    void reportsTheProblemsTheCompilerReports() {
        TermCompilation cached = new TermCompilationCache(8).compile(tD("tD1 / cpus"));

        assertThat(cached.problems()).isEqualTo(TermCompiler.compile(tD("tD1 / cpus")).problems()).isNotEmpty();
    }

    @Test
    void holdsNoMoreThanItsCapacity() {
        TermCompilationCache cache = new TermCompilationCache(2);

        for (int i = 1; i <= 5; i++) {
            cache.compile(tD("tD1 / Ncpu + " + i));
        }

        assertThat(cache.size()).isBetween(1, 2);
    }

    @Test
    void refusesANonPositiveCapacity() {
        assertThatThrownBy(() -> new TermCompilationCache(0)).hasMessage("capacity must be positive: 0");
    }
}
