package org.accord.benchmark.term;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import net.objecthunter.exp4j.Expression;
import net.objecthunter.exp4j.ExpressionBuilder;
import org.accord.term.Bindings;
import org.accord.term.CompiledTermSet;
import org.accord.term.FunctionTermDeclaration;
import org.accord.term.TermCompiler;
import org.accord.term.TermSetDeclaration;
import org.accord.term.VariableDeclaration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Evaluations per second of a compiled HPC job term set (seven dependent terms, evaluated as a whole with
 * {@link CompiledTermSet#evaluate(Bindings)}) against a bare exp4j evaluation of one expression
 * ({@code tD1 / Ncpu}, one reused {@link Expression}, two {@code setVariable} calls and {@code evaluate}),
 * measured in the same run. For context it also prints the bare expression copied per call
 * ({@code new Expression(e)}), which is what thread-safe sharing costs. Each figure is the median of several
 * timed rounds after warm-up rounds; the three are timed in turn within every round (side by side). The
 * target: the whole set within 1.5x of the bare expression per function term.
 *
 * <p>Usage: {@code TermBenchmark [rounds [roundMillis]]}, default 7 rounds of 500 ms after 3 warm-up rounds.
 */
public final class TermBenchmark {

    private static final int WARMUP_ROUNDS = 3;
    private static final int BATCH = 1_000;

    private double sink;

    private TermBenchmark() {
    }

    /** {@code ./accord bench terms [ROUNDS [ROUND_MILLIS]]}: the typed arguments, with {@code --help}. */
    @Command(name = "terms", mixinStandardHelpOptions = true,
            description = "compiled term set vs a bare exp4j expression")
    public static final class Arguments implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "ROUNDS", defaultValue = "7",
                description = "rounds measured, median taken (default: ${DEFAULT-VALUE})")
        int rounds;

        @Parameters(index = "1", arity = "0..1", paramLabel = "ROUND_MILLIS", defaultValue = "500",
                description = "milliseconds per round (default: ${DEFAULT-VALUE})")
        long roundMillis;

        @Override
        public void run() {
            benchmark(rounds, roundMillis);
        }
    }

    static void benchmark(int rounds, long roundMillis) {
        new TermBenchmark().run(rounds, roundMillis);
    }

    private void run(int rounds, long roundMillis) {
        CompiledTermSet set = hpcTermSet();
        Bindings[] bindings = bindings();
        Expression bare = new ExpressionBuilder("tD1 / Ncpu").variables("tD1", "Ncpu").build();
        IntToDoubleFunction wholeSet = i -> set.evaluate(bindings[i & 63]).get("profit").getAsDouble();
        IntToDoubleFunction oneExpression =
                i -> bare.setVariable("Ncpu", 1 + (i & 63)).setVariable("tD1", 6400).evaluate();
        IntToDoubleFunction oneCopied =
                i -> new Expression(bare).setVariable("Ncpu", 1 + (i & 63)).setVariable("tD1", 6400).evaluate();

        System.out.printf(Locale.ROOT, "term set: %d function terms %s, %d warm-up + %d rounds of %d ms%n",
                set.functionTerms().size(), set.evaluationOrder(), WARMUP_ROUNDS, rounds, roundMillis);
        double[] medians = medianRates(List.of(wholeSet, oneExpression, oneCopied), rounds, roundMillis);
        double whole = medians[0];
        double single = medians[1];
        double copied = medians[2];
        System.out.printf(Locale.ROOT, "compiled term set, whole set : %,14.0f evaluations/s (median)%n", whole);
        System.out.printf(Locale.ROOT, "bare exp4j, one expression   : %,14.0f evaluations/s (median)%n", single);
        System.out.printf(Locale.ROOT, "bare exp4j, copied per call  : %,14.0f evaluations/s (median)%n", copied);
        System.out.printf(Locale.ROOT, "ratio bare / whole set       : %14.1f x (%.2f per function term)%n",
                single / whole, single / whole / set.functionTerms().size());
        System.out.printf(Locale.ROOT, "(checksum %.1f)%n", sink);
    }

    /**
     * The median rate of each evaluation, measured side by side: every round times each of them in turn, so
     * that a machine whose speed drifts during the run slows them alike.
     */
    private double[] medianRates(List<IntToDoubleFunction> evaluations, int rounds, long roundMillis) {
        for (int r = 0; r < WARMUP_ROUNDS; r++) {
            evaluations.forEach(evaluation -> round(evaluation, roundMillis));
        }
        double[][] rates = new double[evaluations.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int e = 0; e < evaluations.size(); e++) {
                rates[e][r] = round(evaluations.get(e), roundMillis);
            }
        }
        double[] medians = new double[evaluations.size()];
        for (int e = 0; e < evaluations.size(); e++) {
            Arrays.sort(rates[e]);
            medians[e] = rounds % 2 == 1 ? rates[e][rounds / 2] : (rates[e][rounds / 2 - 1] + rates[e][rounds / 2]) / 2;
        }
        return medians;
    }

    /** Evaluations per second over one round of about {@code roundMillis}. */
    private double round(IntToDoubleFunction evaluation, long roundMillis) {
        long start = System.nanoTime();
        long deadline = start + roundMillis * 1_000_000;
        long count = 0;
        double acc = 0;
        long now;
        do {
            for (int i = 0; i < BATCH; i++) {
                acc += evaluation.applyAsDouble(i);
            }
            count += BATCH;
            now = System.nanoTime();
        } while (now < deadline);
        sink += acc;
        return count * 1e9 / (now - start);
    }

    /** The HPC job of the analytical-terms paper with LibraSLA lateness pricing. */
    static CompiledTermSet hpcTermSet() {
        return TermCompiler.compile(TermSetDeclaration.of(
                List.of(VariableDeclaration.integer("Ncpu", 1, 64),
                        VariableDeclaration.real("tD1", 1, 1e6),
                        VariableDeclaration.real("TS", 0, 1e9),
                        VariableDeclaration.real("deadline", 0, 1e9),
                        VariableDeclaration.real("budget", 0, 1e9),
                        VariableDeclaration.real("penaltyRate", 0, 1e6),
                        VariableDeclaration.real("cpuRate", 0, 1e3)),
                List.of(new FunctionTermDeclaration("tD", "tD1 / Ncpu"),
                        new FunctionTermDeclaration("A", "Ncpu * tD"),
                        new FunctionTermDeclaration("finish", "TS + tD"),
                        new FunctionTermDeclaration("lateness", "max(0, wallclock - deadline)"),
                        new FunctionTermDeclaration("cost", "A * cpuRate"),
                        new FunctionTermDeclaration("price", "budget - penaltyRate * lateness"),
                        new FunctionTermDeclaration("profit", "price - cost"))))
                .orThrow();
    }

    /** One binding per CPU count, the wallclock running past the deadline for the larger counts. */
    private static Bindings[] bindings() {
        Bindings[] bindings = new Bindings[64];
        for (int n = 1; n <= 64; n++) {
            bindings[n - 1] = new Bindings(Map.of("Ncpu", (double) n, "tD1", 6400.0, "TS", 0.0,
                    "deadline", 3000.0, "budget", 1000.0, "penaltyRate", 0.5, "cpuRate", 0.01,
                    "wallclock", 2000.0 + 40 * n));
        }
        return bindings;
    }
}
