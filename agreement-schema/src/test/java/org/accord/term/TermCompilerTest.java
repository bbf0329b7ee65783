package org.accord.term;

import static org.accord.term.Fixtures.compile;
import static org.accord.term.Fixtures.integer;
import static org.accord.term.Fixtures.real;
import static org.accord.term.Fixtures.term;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TermCompilerTest {

    @Test
    void compilesValidSetInDependencyOrder() {
        TermCompilation result = compile(List.of(real("x", 0, 10)),
                term("c", "b + 1"), term("b", "a * 2"), term("a", "x + 1"));

        assertThat(result.isValid()).isTrue();
        assertThat(result.problems()).isEmpty();
        CompiledTermSet set = result.orThrow();
        assertThat(set.evaluationOrder()).containsExactly("a", "b", "c");
        assertThat(set.variables()).containsExactly("x");
        assertThat(set.functionTerms()).containsExactlyInAnyOrder("a", "b", "c");
    }

    @Test
    void reportsSyntaxErrorNamingTheTerm() {
        TermCompilation result = compile(List.of(real("x", 0, 1)), term("bad", "(x + 1"));

        assertThat(result.isValid()).isFalse();
        assertThat(result.compiled()).isEmpty();
        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.SYNTAX);
            assertThat(p.term()).isEqualTo("bad");
            assertThat(p.message()).contains("'bad'", "(x + 1");
        });
    }

    @Test
    void reportsDanglingOperatorAndEmptyExpressionAsSyntaxErrors() {
        TermCompilation result = compile(List.of(real("x", 0, 1)), term("a", "x +"), term("b", ""));

        assertThat(result.problems()).extracting(TermProblem::kind, TermProblem::term)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(ProblemKind.SYNTAX, "a"),
                        org.assertj.core.groups.Tuple.tuple(ProblemKind.SYNTAX, "b"));
    }

    @Test
    void rejectsJuxtapositionInsteadOfMultiplyingImplicitly() {
        TermCompilation result = compile(List.of(real("tD1", 0, 1), real("Ncpu", 1, 2)), term("A", "tD1 Ncpu"));

        assertThat(result.problems()).extracting(TermProblem::kind).containsExactly(ProblemKind.SYNTAX);
    }

    @Test
    void rejectsExpressionWithoutValue() {
        TermCompilation result = compile(List.of(), term("a", "()"));

        assertThat(result.problems()).singleElement().satisfies(p ->
                assertThat(p.message()).contains("does not yield one value"));
    }

    @Test
    void reportsEveryUnknownSymbolOfATerm() {
        TermCompilation result = compile(List.of(real("x", 0, 1)), term("a", "x + y * z"));

        assertThat(result.problems()).extracting(TermProblem::kind).containsOnly(ProblemKind.UNKNOWN_SYMBOL);
        assertThat(result.problems()).extracting(TermProblem::message)
                .containsExactly("term 'a' uses unknown symbol 'y' in 'x + y * z'",
                        "term 'a' uses unknown symbol 'z' in 'x + y * z'");
    }

    @Test
    void reportsAnUndeclaredNameWholeEvenWhenADeclaredNameIsItsPrefix() {
        TermCompilation result = compile(List.of(real("tD1", 1, 10), integer("Ncpu", 1, 64)),
                term("tD", "tD1 / Ncpus"));

        assertThat(result.problems()).extracting(TermProblem::message)
                .containsExactly("term 'tD' uses unknown symbol 'Ncpus' in 'tD1 / Ncpus'");
    }

    @Test
    void readsExponentNotationAsNumbersNotNames() {
        TermCompilation result = compile(List.of(real("x", 0, 1)), term("a", "2.5e-3 * x + 1e5"));

        assertThat(result.problems()).isEmpty();
    }

    @Test
    void reportsUnknownFunction() {
        TermCompilation result = compile(List.of(real("x", 0, 1)), term("a", "foo(x) + 1"));

        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.UNKNOWN_SYMBOL);
            assertThat(p.message()).contains("unknown function 'foo'");
        });
    }

    @Test
    void reportsUnknownSymbolAndSyntaxErrorOfTheSameTerm() {
        TermCompilation result = compile(List.of(real("x", 0, 1)), term("a", "(x + y"));

        assertThat(result.problems()).extracting(TermProblem::kind)
                .containsExactly(ProblemKind.UNKNOWN_SYMBOL, ProblemKind.SYNTAX);
    }

    @Test
    void namesTheCycleBetweenTwoTerms() {
        TermCompilation result = compile(List.of(), term("a", "b + 1"), term("b", "a * 2"));

        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.CYCLE);
            assertThat(p.term()).isEqualTo("a");
            assertThat(p.message()).isEqualTo("function terms form a cycle: a -> b -> a");
        });
    }

    @Test
    void namesSelfReferenceAndLongerCycleSeparately() {
        TermCompilation result = compile(List.of(real("x", 0, 1)),
                term("s", "s + 1"), term("p", "q"), term("q", "r + x"), term("r", "p"), term("ok", "x"));

        assertThat(result.problems()).extracting(TermProblem::message).containsExactly(
                "function terms form a cycle: s -> s",
                "function terms form a cycle: p -> q -> r -> p");
    }

    @Test
    void reportsDuplicateNamesAcrossVariablesFunctionsAndUniversals() {
        TermCompilation result = compile(List.of(real("x", 0, 1), real("x", 0, 2), real("wallclock", 0, 1)),
                term("y", "x"), term("y", "x + 1"), term("x", "1"));

        assertThat(result.problems()).extracting(TermProblem::kind).containsOnly(ProblemKind.DUPLICATE_NAME);
        assertThat(result.problems()).extracting(TermProblem::message).containsExactly(
                "name 'x' is declared 3 times: as variable, as variable, as function term",
                "name 'wallclock' is declared 2 times: as variable, as universal term",
                "name 'y' is declared 2 times: as function term, as function term");
    }

    @Test
    void reportsInvertedDomain() {
        TermCompilation result = compile(List.of(integer("Ncpu", 64, 1)), term("t", "Ncpu"));

        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.kind()).isEqualTo(ProblemKind.INVERTED_DOMAIN);
            assertThat(p.term()).isEqualTo("Ncpu");
            assertThat(p.message()).contains("minimum 64.0 exceeds maximum 1.0");
        });
    }

    @Test
    void reportsIntegerDomainWithoutIntegerAsEmpty() {
        TermCompilation result = compile(List.of(integer("n", 1.2, 1.8)), term("t", "n"));

        assertThat(result.problems()).extracting(TermProblem::kind, TermProblem::term)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(ProblemKind.EMPTY_DOMAIN, "n"));
    }

    @Test
    void narrowsIntegerDomainToTheIntegersInside() {
        CompiledTermSet set = compile(List.of(integer("n", 1.5, 4.2)), term("t", "n")).orThrow();

        assertThat(set.domain("n")).contains(new Domain(2, 4, true));
    }

    @Test
    void reportsNonFiniteDomainBound() {
        TermCompilation result = compile(List.of(real("x", Double.NaN, 1)), term("t", "x"));

        assertThat(result.problems()).extracting(TermProblem::kind).containsExactly(ProblemKind.NON_FINITE_DOMAIN);
    }

    @Test
    void reportsNamesThatAreNotIdentifiersOrAreFunctionNames() {
        TermCompilation result = compile(List.of(real("max", 0, 1), real("2x", 0, 1)), term("sin", "1"));

        assertThat(result.problems()).extracting(TermProblem::kind, TermProblem::term).containsExactly(
                org.assertj.core.groups.Tuple.tuple(ProblemKind.INVALID_NAME, "max"),
                org.assertj.core.groups.Tuple.tuple(ProblemKind.INVALID_NAME, "2x"),
                org.assertj.core.groups.Tuple.tuple(ProblemKind.INVALID_NAME, "sin"));
    }

    @Test
    void reportsEveryProblemOfASetInOneResult() {
        TermCompilation result = TermCompiler.compile(new TermSetDeclaration(
                List.of(integer("Ncpu", 64, 1), real("x", 0, 1), real("x", 0, 1), integer("k", 0.2, 0.4)),
                List.of(term("a", "b + 1"), term("b", "a"), term("c", "x + unknown"), term("d", "x * (2")),
                Set.of("wallclock")));

        assertThat(result.problems()).extracting(TermProblem::kind).containsExactlyInAnyOrder(
                ProblemKind.DUPLICATE_NAME, ProblemKind.INVERTED_DOMAIN, ProblemKind.EMPTY_DOMAIN,
                ProblemKind.UNKNOWN_SYMBOL, ProblemKind.SYNTAX, ProblemKind.CYCLE);
        assertThat(result.problems()).extracting(TermProblem::term)
                .containsExactlyInAnyOrder("x", "Ncpu", "k", "c", "d", "a");
    }

    @Test
    void orThrowCarriesEveryProblem() {
        TermCompilation result = compile(List.of(), term("a", "y"), term("b", "z"));

        assertThatThrownBy(result::orThrow)
                .isInstanceOfSatisfying(TermCompilationException.class, e -> {
                    assertThat(e.problems()).hasSize(2);
                    assertThat(e.getMessage()).contains("'y'", "'z'");
                });
    }

    @Test
    void acceptsBuiltinFunctionsConstantsAndMinMax() {
        CompiledTermSet set = compile(List.of(real("x", -10, 10)),
                term("f", "min(x, 2) + max(x, 3) + abs(x) + sqrt(4) + pi * 0")).orThrow();

        assertThat(set.evaluate("f", Bindings.of("x", -1))).isEqualTo(-1 + 3 + 1 + 2.0);
        assertThat(set.variablesRequiredBy("f")).containsExactly("x");
    }
}
