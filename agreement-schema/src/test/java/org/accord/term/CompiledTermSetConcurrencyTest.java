package org.accord.term;

import static org.accord.term.Fixtures.hpcJob;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CompiledTermSetConcurrencyTest {

    private static final int THREADS = 8;
    private static final int EVALUATIONS = 10_000;

    @Test
    void oneCompiledSetServesManyThreadsWithDifferentBindings() throws Exception {
        CompiledTermSet set = hpcJob();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Integer>> checked = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                checked.add(pool.submit(evaluations(set, t, start)));
            }
            start.countDown();
            for (Future<Integer> f : checked) {
                assertThat(f.get(60, TimeUnit.SECONDS)).isEqualTo(EVALUATIONS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Each thread uses its own bindings and checks every result against the closed form. */
    private static Callable<Integer> evaluations(CompiledTermSet set, int thread, CountDownLatch start) {
        return () -> {
            start.await();
            int correct = 0;
            for (int i = 0; i < EVALUATIONS; i++) {
                int ncpu = 1 + (i + thread) % 64;
                double tD1 = 1000 + thread * 100 + i % 97;
                double deadline = 5000 + thread;
                double wallclock = 4000 + (i % 3000);
                double budget = 900 + thread;
                double rate = 0.25 * (1 + thread);
                TermValues v = set.evaluate(new Bindings(Map.of("Ncpu", (double) ncpu, "tD1", tD1,
                        "deadline", deadline, "budget", budget, "penaltyRate", rate, "wallclock", wallclock)));
                double price = budget - rate * Math.max(0, wallclock - deadline);
                if (v.values().get("tD") == tD1 / ncpu && v.values().get("A") == ncpu * (tD1 / ncpu)
                        && v.values().get("price") == price) {
                    correct++;
                }
            }
            return correct;
        };
    }
}
