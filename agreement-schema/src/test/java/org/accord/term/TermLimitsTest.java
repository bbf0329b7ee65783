package org.accord.term;

import static org.accord.term.Fixtures.real;
import static org.accord.term.Fixtures.term;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TermLimitsTest {

    /** {@code f0 = x + 1, f1 = f0 + 1, ...}: the hostile offer of issue #18, as a term set. */
    private static TermSetDeclaration chain(int length) {
        List<FunctionTermDeclaration> terms = new ArrayList<>();
        terms.add(term("f0", "x + 1"));
        for (int i = 1; i < length; i++) {
            terms.add(term("f" + i, "f" + (i - 1) + " + 1"));
        }
        return TermSetDeclaration.of(List.of(real("x", 0, 1)), terms);
    }

    @Test
    void refusesMoreFunctionTermsThanTheLimitNamingTheLimitAndTheCount() {
        TermCompilation result = TermCompiler.compile(chain(15_000));

        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.LIMIT_EXCEEDED);
            assertThat(p.message()).contains("15000 function terms", "limits.function.terms", "256");
        });
    }

    @Test
    void refusesAnExpressionLongerThanTheLimit() {
        TermLimits limits = new TermLimits(10, 20, 5);
        TermSetDeclaration set = TermSetDeclaration.of(List.of(real("x", 0, 1)),
                List.of(term("ok", "x"), term("long", "x + x + x + x + x + x + x")));

        assertThat(TermCompiler.compile(set, limits).problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.LIMIT_EXCEEDED);
            assertThat(p.term()).isEqualTo("long");
            assertThat(p.message()).contains("25 characters", "limits.expression.length is 20");
        });
    }

    @Test
    void refusesParenthesesNestedDeeperThanTheLimit() {
        TermSetDeclaration set = TermSetDeclaration.of(List.of(real("x", 0, 1)),
                List.of(term("deep", "((((x))))")));

        assertThat(TermCompiler.compile(set, new TermLimits(10, 100, 3)).problems()).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("4 deep", "limits.expression.nesting is 3"));
        assertThat(TermCompiler.compile(set, new TermLimits(10, 100, 4)).isValid()).isTrue();
    }

    @Test
    void judgesNestingAlikeWhetherTheExpressionIsShorterOrLongerThanTheNestingLimit() {
        TermSetDeclaration set = TermSetDeclaration.of(List.of(real("x", 0, 1)),
                List.of(term("deep", "(((x)))")));

        assertThat(TermCompiler.compile(set, new TermLimits(10, 100, 7)).isValid()).isTrue();
        assertThat(TermCompiler.compile(set, new TermLimits(10, 100, 3)).isValid()).isTrue();
        assertThat(TermCompiler.compile(set, new TermLimits(10, 100, 2)).problems()).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("3 deep", "limits.expression.nesting is 2"));
    }

    /**
     * Compiles on a thread with a 256 KB stack, smaller than a server worker's: a recursive search through a
     * chain of 5,000 terms overflows it.
     */
    private static TermCompilation compileOnSmallStack(TermSetDeclaration set) throws InterruptedException {
        TermCompilation[] result = new TermCompilation[1];
        Throwable[] failure = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                result[0] = TermCompiler.compile(set, new TermLimits(5_000, 100, 5));
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "small-stack", 256 * 1024);
        thread.start();
        thread.join();
        assertThat(failure[0]).isNull();
        return result[0];
    }

    @Test
    void compilesALongChainOfTermsWithoutRecursion() throws InterruptedException {
        CompiledTermSet set = compileOnSmallStack(chain(5_000)).orThrow();

        assertThat(set.evaluationOrder()).hasSize(5_000).startsWith("f0", "f1").endsWith("f4999");
        assertThat(set.variablesRequiredBy("f4999")).containsExactly("x");
        assertThat(set.evaluate("f4999", Bindings.of("x", 0.5))).isEqualTo(5_000.5);
    }

    @Test
    void findsACycleThroughALongChainOfTermsWithoutRecursion() throws InterruptedException {
        List<FunctionTermDeclaration> terms = new ArrayList<>(chain(5_000).functions());
        terms.set(0, term("f0", "f4999 + 1"));

        TermCompilation result = compileOnSmallStack(TermSetDeclaration.of(List.of(real("x", 0, 1)), terms));

        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.CYCLE);
            assertThat(p.message()).startsWith("function terms form a cycle: f0 -> f4999 -> f4998");
        });
    }

    @Test
    void readsDeclaredNamesInsideNumbersAsTheTokenizerDoes() {
        TermSetDeclaration set = TermSetDeclaration.of(List.of(real("x", 0, 1), real("e5", 0, 1)),
                List.of(term("a", "1e5 + x"), term("b", "1.5e3x")));

        assertThat(TermCompiler.compile(set).problems()).extracting(TermProblem::kind, TermProblem::term)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(ProblemKind.SYNTAX, "b"));
    }

    @Test
    void limitsMustBePositive() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new TermLimits(0, 1, 1))
                .hasMessageContaining("limits.function.terms must be at least 1: 0");
    }
}
