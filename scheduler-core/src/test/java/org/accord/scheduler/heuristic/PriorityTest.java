package org.accord.scheduler.heuristic;

import static org.accord.scheduler.plan.PlanFixtures.rigid;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.accord.scheduler.plan.CpuDemand;
import org.accord.scheduler.plan.PlanningRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PriorityTest {

    //            TF  TS  tD  NCPU  A   tL
    // a:         20   9   9    3   27   2
    // b:         20   4   7    1    7   9
    // c:         13   0   7    6   42   6
    private static final List<PlanningRequest> SET = List.of(
            rigid("a", 9, 20, 3, 9), rigid("b", 4, 20, 1, 7), rigid("c", 0, 13, 6, 7));

    private static List<String> ids(List<PlanningRequest> requests) {
        return requests.stream().map(PlanningRequest::id).toList();
    }

    @ParameterizedTest(name = "{0} with w=1 -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            min(TF + w*TS)   | c b a | keys a=29 b=24 c=13
            min(TF + w*tD)   | c b a | keys a=29 b=27 c=20
            min(TF + w*NCPU) | c b a | keys a=23 b=21 c=19
            min(TF + w*A)    | b a c | keys a=47 b=27 c=55
            min(TF + w*tL)   | c a b | keys a=22 b=29 c=19
            min(TS + w*tD)   | c b a | keys a=18 b=11 c=7
            min(TS + w*NCPU) | b c a | keys a=12 b=5 c=6
            min(TS + w*A)    | b a c | keys a=36 b=11 c=42
            min(TS + w*tL)   | c a b | keys a=11 b=13 c=6
            min(tD + w*NCPU) | b a c | keys a=12 b=8 c=13
            min(tD + w*A)    | b a c | keys a=36 b=14 c=49
            min(tD + w*tL)   | a c b | keys a=11 b=16 c=13
            min(NCPU + w*A)  | b a c | keys a=30 b=8 c=48
            min(NCPU + w*tL) | a b c | keys a=5 b=10 c=12
            min(A + w*tL)    | b a c | keys a=29 b=16 c=48
            """)
    void eachTermPairOrdersTheHandMadeSetByItsWeightedSum(String name, String expected, String keys) {
        Priority priority = Priority.parse(name, 1.0);

        assertThat(ids(priority.order(SET))).containsExactly(expected.split(" "));
        assertThat(Heuristic.pairs(Direction.MIN)).contains(priority.heuristic());
    }

    @Test
    void maxPlansTheLargestKeyFirst() {
        assertThat(ids(Priority.parse("max(TF + w*A)", 1.0).order(SET))).containsExactly("c", "a", "b");
    }

    @Test
    void aNegativeWeightTurnsTheSecondTermAround() {
        // TF - NCPU: a=17, b=19, c=7
        assertThat(ids(Priority.parse("min(TF + w*NCPU)", -1.0).order(SET))).containsExactly("c", "a", "b");
    }

    @Test
    void equalKeysKeepArrivalOrder() {
        assertThat(ids(Priority.parse("min(TF + w*TS)", 0.0).order(SET))).containsExactly("c", "a", "b");
        assertThat(ids(Priority.parse("max(TF + w*TS)", 0.0).order(SET))).containsExactly("a", "b", "c");
    }

    @Test
    void termsOfAMoldableRequestUseItsPreferredCpuCount() {
        PlanningRequest moldable = new PlanningRequest("m", 2, 30, CpuDemand.moldable(1, 8, 4, n -> 16.0 / n), 1.0);

        assertThat(Term.NCPU.valueOf(moldable)).isEqualTo(4.0);
        assertThat(Term.TD.valueOf(moldable)).isEqualTo(4.0);
        assertThat(Term.A.valueOf(moldable)).isEqualTo(16.0);
        assertThat(Term.TL.valueOf(moldable)).isEqualTo(24.0);
    }
}
