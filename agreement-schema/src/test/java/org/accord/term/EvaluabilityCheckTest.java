package org.accord.term;

import static org.accord.term.Fixtures.compile;
import static org.accord.term.Fixtures.integer;
import static org.accord.term.Fixtures.real;
import static org.accord.term.Fixtures.term;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Terms that cannot be evaluated somewhere in their domains are refused when the set is compiled. */
class EvaluabilityCheckTest {

    private static TermProblem onlyProblem(TermCompilation compilation) {
        assertThat(compilation.problems()).hasSize(1);
        TermProblem problem = compilation.problems().get(0);
        assertThat(problem.kind()).isEqualTo(ProblemKind.NOT_EVALUABLE);
        return problem;
    }

    @Test
    void refusesDivisionByZero() {
        TermProblem problem = onlyProblem(compile(List.of(real("budget", 100, 100)), term("u", "budget / 0")));

        assertThat(problem.term()).isEqualTo("u");
        assertThat(problem.message()).startsWith("term 'u' divides by zero for budget=100")
                .endsWith("must have a finite value everywhere in its variables' domains");
    }

    @Test
    void refusesDivisionByZeroAtADomainCornerNamingTheBinding() {
        TermProblem problem = onlyProblem(compile(List.of(integer("n", 0, 4)), term("inv", "1 / n")));

        assertThat(problem.message()).startsWith("term 'inv' divides by zero for n=0");
    }

    @Test
    void refusesNotANumberAndInfinity() {
        TermCompilation result = compile(List.of(real("x", -10, 10)),
                term("root", "sqrt(x)"), term("huge", "exp(100000)"), term("fine", "x * 2"));

        assertThat(result.problems()).extracting(TermProblem::kind, TermProblem::term).containsExactly(
                org.assertj.core.groups.Tuple.tuple(ProblemKind.NOT_EVALUABLE, "root"),
                org.assertj.core.groups.Tuple.tuple(ProblemKind.NOT_EVALUABLE, "huge"));
        assertThat(result.problems().get(0).message()).contains("is not a number (NaN) for x=-10");
        assertThat(result.problems().get(1).message()).contains("is infinite");
    }

    @Test
    void refusesAUtilityDividingByADifferenceThatIsAlwaysZero() {
        TermProblem problem = onlyProblem(compile(List.of(real("budget", 0, 100), real("deadline", 0, 1e5)),
                term("delay", "max(0, wallclock - deadline)"), term("utility", "budget / (delay - delay)")));

        assertThat(problem.term()).isEqualTo("utility");
    }

    @Test
    void refusesATermThatOverflowsOnlyInsideTheDomain() {
        TermProblem problem = onlyProblem(compile(List.of(real("x", 0, 1000)), term("huge", "exp(x)")));

        assertThat(problem.message()).startsWith("term 'huge' is infinite (Infinity) for x=");
    }

    @Test
    void acceptsTheExampleTermSetsEverywhereInTheirDomains() {
        assertThat(Fixtures.hpcJob().functionTerms()).contains("price");
        assertThat(compile(List.of(real("deadline", 14400, 14400), real("budget", 100, 100),
                        real("penaltyRate", 0.01, 0.01)),
                term("delay", "max(0, wallclock - deadline)"), term("utility", "budget - delay * penaltyRate"))
                .isValid()).isTrue();
    }

    @Test
    void givesTheSameVerdictEveryTime() {
        TermSetDeclaration set = TermSetDeclaration.of(List.of(real("x", 0, 1)), List.of(term("t", "1 / (x - 0.5)")));

        assertThat(TermCompiler.compile(set).problems()).isEqualTo(TermCompiler.compile(set).problems());
    }
}
