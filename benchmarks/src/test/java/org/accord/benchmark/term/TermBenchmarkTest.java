package org.accord.benchmark.term;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.accord.term.Bindings;
import org.accord.term.CompiledTermSet;
import org.junit.jupiter.api.Test;

class TermBenchmarkTest {

    @Test
    void benchmarkTermSetComputesTheHandComputedProfit() {
        CompiledTermSet set = TermBenchmark.hpcTermSet();
        Bindings eightCpusLate = new Bindings(Map.of("Ncpu", 8.0, "tD1", 6400.0, "TS", 0.0, "deadline", 3000.0,
                "budget", 1000.0, "penaltyRate", 0.5, "cpuRate", 0.01, "wallclock", 3200.0));

        // tD = 800, A = 6400, cost = 64, lateness = 200, price = 1000 - 100 = 900, profit = 836
        assertThat(set.evaluate(eightCpusLate).values()).containsEntry("finish", 800.0)
                .containsEntry("cost", 64.0).containsEntry("price", 900.0).containsEntry("profit", 836.0);
    }
}
