package org.accord.scheduler.heuristic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HeuristicTest {

    @Test
    void everyHeuristicParsesBackFromItsName() {
        assertThat(Heuristic.all()).hasSize(30).doesNotHaveDuplicates()
                .allSatisfy(h -> assertThat(Heuristic.parse(h.name())).isEqualTo(h));
    }

    @Test
    void thereAreFifteenPairsPerDirection() {
        assertThat(Heuristic.pairs(Direction.MIN)).hasSize(15)
                .extracting(Heuristic::name)
                .startsWith("min(TF + w*TS)", "min(TF + w*tD)", "min(TF + w*NCPU)")
                .endsWith("min(A + w*tL)");
    }

    @Test
    void thePaperNineAreThePairsWithTfOrTs() {
        assertThat(Heuristic.paperNine()).extracting(Heuristic::name).containsExactlyInAnyOrder(
                "min(TF + w*NCPU)", "min(TF + w*A)", "min(TS + w*A)", "min(TF + w*tD)", "min(TS + w*tD)",
                "min(TF + w*tL)", "min(TS + w*tL)", "min(TF + w*TS)", "min(TS + w*NCPU)");
    }

    @Test
    void parsingIgnoresCaseAndSpacesAndAcceptsEitherTermOrder() {
        assertThat(Heuristic.parse(" MAX( ncpu+W * tf ) "))
                .isEqualTo(new Heuristic(Direction.MAX, Term.NCPU, Term.TF));
        assertThat(Heuristic.parse("max(NCPU + w*TF)").name()).isEqualTo("max(NCPU + w*TF)");
    }

    @Test
    void rejectsMalformedNamesAndUnknownOrRepeatedTerms() {
        assertThatThrownBy(() -> Heuristic.parse("min(TF - w*TS)")).hasMessageContaining("must look like min(TF + w*NCPU)");
        assertThatThrownBy(() -> Heuristic.parse("min(TF + w*XX)")).hasMessageContaining("unknown term symbol").hasMessageEndingWith("XX");
        assertThatThrownBy(() -> Heuristic.parse("min(TF + w*TF)")).hasMessage("heuristic terms must differ: TF");
    }
}
