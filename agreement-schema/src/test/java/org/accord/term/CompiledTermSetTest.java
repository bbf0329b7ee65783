package org.accord.term;

import static org.accord.term.Fixtures.compile;
import static org.accord.term.Fixtures.hpcJob;
import static org.accord.term.Fixtures.integer;
import static org.accord.term.Fixtures.real;
import static org.accord.term.Fixtures.term;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

class CompiledTermSetTest {

    private static final Bindings JOB = new Bindings(Map.of(
            "Ncpu", 8.0, "tD1", 6400.0, "deadline", 1000.0, "budget", 500.0, "penaltyRate", 0.5));

    @Test
    void evaluatesChainedTermsInDependencyOrder() {
        CompiledTermSet set = compile(List.of(real("x", 0, 10)),
                term("c", "b * b"), term("b", "a + 1"), term("a", "2 * x")).orThrow();

        assertThat(set.evaluate("c", Bindings.of("x", 3))).isEqualTo(49.0);
        assertThat(set.evaluate(Bindings.of("x", 3)).values())
                .containsExactlyInAnyOrderEntriesOf(Map.of("a", 6.0, "b", 7.0, "c", 49.0));
    }

    @Test
    void evaluatesHpcJobTerms() {
        CompiledTermSet set = hpcJob();
        Bindings onTime = JOB.with(UniversalTerms.WALLCLOCK, 900);
        Bindings late = JOB.with(UniversalTerms.WALLCLOCK, 1100);

        assertThat(set.evaluate("tD", JOB)).isEqualTo(800.0);
        assertThat(set.evaluate("A", JOB)).isEqualTo(6400.0);
        assertThat(set.evaluate("price", onTime)).isEqualTo(500.0);
        assertThat(set.evaluate("price", late)).isEqualTo(500.0 - 0.5 * 100);
    }

    @Test
    void wholeSetEvaluationGivesTheSingleTermPathsValuesAndErrors() {
        CompiledTermSet set = hpcJob();
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        for (int i = 0; i < 500; i++) {
            Bindings bindings = JOB.with("Ncpu", random.nextInt(1, 65)).with("tD1", random.nextDouble(1, 1e5))
                    .with(UniversalTerms.WALLCLOCK, random.nextDouble(0, 5000));
            TermValues whole = set.evaluate(bindings);
            for (String term : set.evaluationOrder()) {
                assertThat(whole.get(term)).hasValue(set.evaluate(term, bindings));
            }
        }
        CompiledTermSet divides = compile(List.of(real("x", 0, 10)), term("a", "x / (wallclock - 5)"),
                term("b", "a + 1")).orThrow();
        Bindings atFive = Bindings.of("x", 1, UniversalTerms.WALLCLOCK, 5);
        assertThatThrownBy(() -> divides.evaluate(atFive)).isInstanceOf(TermEvaluationException.class)
                .hasMessage(catchMessage(() -> divides.evaluate("a", atFive)));
        assertThatThrownBy(() -> divides.evaluate(Bindings.of("x", 11))).isInstanceOf(DomainViolationException.class);
    }

    private static String catchMessage(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            return e.getMessage();
        }
        throw new AssertionError("expected a failure");
    }

    @Test
    void leavesTermsNeedingAnUnboundUniversalOutOfWholeSetEvaluation() {
        TermValues values = hpcJob().evaluate(JOB);

        assertThat(values.values()).containsOnlyKeys("tD", "A");
        assertThat(values.get("price")).isEmpty();
        assertThat(values.get("tD")).hasValue(800.0);
    }

    @Test
    void sayWhichUniversalAnUnboundTermNeeds() {
        assertThatThrownBy(() -> hpcJob().evaluate("price", JOB))
                .isInstanceOfSatisfying(UnboundTermException.class, e -> {
                    assertThat(e.term()).isEqualTo("price");
                    assertThat(e.missing()).isEqualTo("wallclock");
                    assertThat(e.universal()).isTrue();
                    assertThat(e.getMessage()).isEqualTo(
                            "term 'price' needs universal term 'wallclock', which is not bound yet");
                });
    }

    @Test
    void saysWhichVariableAnUnboundTermNeeds() {
        assertThatThrownBy(() -> hpcJob().evaluate("A", Bindings.of("Ncpu", 4)))
                .isInstanceOfSatisfying(UnboundTermException.class, e -> {
                    assertThat(e.missing()).isEqualTo("tD1");
                    assertThat(e.universal()).isFalse();
                });
    }

    @Test
    void reportsUniversalsRequiredTransitively() {
        CompiledTermSet set = hpcJob();

        assertThat(set.universalsRequiredBy("price")).containsExactly("wallclock");
        assertThat(set.universalsRequiredBy("lateness")).containsExactly("wallclock");
        assertThat(set.universalsRequiredBy("A")).isEmpty();
        assertThat(set.variablesRequiredBy("A")).containsExactly("Ncpu", "tD1");
    }

    @Test
    void divisionByZeroTheDomainCheckMissesNamesTheTermAtEvaluation() {
        CompiledTermSet set = compile(List.of(real("x", 0, 1)), term("inv", "1 / (x - 0.3)"),
                term("twice", "2 * inv")).orThrow();

        assertThatThrownBy(() -> set.evaluate("twice", Bindings.of("x", 0.3)))
                .isInstanceOfSatisfying(TermEvaluationException.class, e -> {
                    assertThat(e.term()).isEqualTo("inv");
                    assertThat(e.getMessage()).isEqualTo("term 'inv' divides by zero for x=0.3");
                });
    }

    @Test
    void rejectsBindingOutsideTheDomain() {
        assertThatThrownBy(() -> hpcJob().evaluate("tD", JOB.with("Ncpu", 65)))
                .isInstanceOfSatisfying(DomainViolationException.class, e -> {
                    assertThat(e.term()).isEqualTo("Ncpu");
                    assertThat(e.value()).isEqualTo(65.0);
                    assertThat(e.getMessage()).isEqualTo("variable 'Ncpu' = 65 lies outside its domain integer 1..64");
                });
    }

    @Test
    void rejectsNonIntegerBindingForIntegerVariable() {
        assertThatThrownBy(() -> hpcJob().evaluate("tD", JOB.with("Ncpu", 2.5)))
                .isInstanceOf(DomainViolationException.class)
                .hasMessage("variable 'Ncpu' = 2.5 lies outside its domain integer 1..64");
    }

    @Test
    void enumeratesTermOverTheWholeIntegerDomain() {
        SortedMap<Integer, Double> tD = hpcJob().enumerate("tD", "Ncpu", Bindings.of("tD1", 6400));

        assertThat(tD).hasSize(64);
        assertThat(tD.firstKey()).isEqualTo(1);
        assertThat(tD.lastKey()).isEqualTo(64);
        tD.forEach((ncpu, value) -> assertThat(value).isEqualTo(6400.0 / ncpu));
        assertThat(tD.get(1)).isEqualTo(6400.0);
        assertThat(tD.get(3)).isCloseTo(2133.3333, within(1e-4));
        assertThat(tD.get(64)).isEqualTo(100.0);
    }

    @Test
    void enumerateRefusesRealVariable() {
        assertThatThrownBy(() -> hpcJob().enumerate("tD", "tD1", Bindings.of("Ncpu", 2)))
                .isInstanceOf(UnknownTermException.class)
                .hasMessageContaining("'tD1' is not an integer variable");
    }

    @Test
    void enumerateRefusesHugeDomain() {
        CompiledTermSet set = compile(List.of(integer("n", 0, 1e9)), term("t", "n + 1")).orThrow();

        assertThatThrownBy(() -> set.enumerate("t", "n", Bindings.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("too large to enumerate");
    }

    @Test
    void asIntFunctionGivesAPlainJavaFunction() {
        IntToDoubleFunction tD = hpcJob().asIntFunction("tD", "Ncpu", Bindings.of("tD1", 1000));

        assertThat(tD.applyAsDouble(1)).isEqualTo(1000.0);
        assertThat(tD.applyAsDouble(8)).isEqualTo(125.0);
        assertThatThrownBy(() -> tD.applyAsDouble(0)).isInstanceOf(DomainViolationException.class);
    }

    @Test
    void asIntFunctionFailsAtOnceWhenAnotherInputIsUnbound() {
        assertThatThrownBy(() -> hpcJob().asIntFunction("tD", "Ncpu", Bindings.empty()))
                .isInstanceOfSatisfying(UnboundTermException.class, e -> assertThat(e.missing()).isEqualTo("tD1"));
    }

    @Test
    void asFunctionPricesLatenessOverWallclock() {
        CompiledTermSet set = compile(List.of(real("deadline", 0, 1e6)),
                term("lateness", "max(0, wallclock - deadline)")).orThrow();

        assertThatThrownBy(() -> set.asFunction("lateness", "wallclock", Bindings.of("deadline", 100)))
                .isInstanceOf(UnknownTermException.class);
        var price = hpcJob().asFunction("price", "deadline",
                Bindings.of("budget", 500, "penaltyRate", 2, UniversalTerms.WALLCLOCK, 1000));
        assertThat(price.applyAsDouble(1200)).isEqualTo(500.0);
        assertThat(price.applyAsDouble(900)).isEqualTo(300.0);
    }

    @Test
    void ignoresBindingsForFunctionTermsAndUnknownNames() {
        assertThat(hpcJob().evaluate("A", JOB.with("tD", 1).with("other", 7))).isEqualTo(6400.0);
    }

    @Test
    void unknownTermIsRejectedWithItsName() {
        assertThatThrownBy(() -> hpcJob().evaluate("nope", JOB))
                .isInstanceOfSatisfying(UnknownTermException.class, e -> assertThat(e.term()).isEqualTo("nope"));
    }
}
