package org.accord.term;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/**
 * Random and mutated term sets through the whole engine: compiling never throws (every problem is a
 * {@link TermProblem}), and a set that compiles evaluates at random bindings inside its domains to finite
 * values or a {@link TermException} naming a term, never another exception. {@value #DEFAULT_CASES} cases
 * by default; {@code -Daccord.fuzz.cases=100000} for the nightly-sized run, {@code -Daccord.fuzz.seed=N}
 * to repeat another run. The slowest case's time is printed, not asserted. Cases run in parallel on every
 * core, each from its own generator seeded by the run's seed and its number.
 */
class TermEngineFuzzTest {

    static final int DEFAULT_CASES = 10_000;

    private static final String[] ATOMS = {"x", "y", "n", "0", "1", "2.5", "-1", "1e308", "1e-308", "pi", "e",
        "wallclock", "a", "b", "zz"};
    private static final String[] UNARY = {"sqrt", "log", "exp", "abs", "sin", "cos", "-", ""};
    private static final String[] BINARY = {"+", "-", "*", "/", "^", "%"};
    private static final String NOISE = "()+-*/^%,.eE0123456789 xyab_$#";

    @Test
    void compilingAndEvaluatingRandomTermSetsNeverThrowsAnythingButTermProblems() {
        int cases = Integer.getInteger("accord.fuzz.cases", DEFAULT_CASES);
        long seed = Long.getLong("accord.fuzz.seed", 18);
        long[] outcomes = IntStream.range(0, cases).parallel().mapToLong(i -> {
            SplittableRandom random = new SplittableRandom(seed * 1_000_003L + i);
            TermSetDeclaration set = set(random);
            long start = System.nanoTime();
            TermCompilation compilation = TermCompiler.compile(set);
            compilation.compiled().ifPresent(c -> evaluate(c, random));
            long took = System.nanoTime() - start;
            assertThat(compilation.problems()).allSatisfy(p -> assertThat(p.message()).doesNotContain("Exception"));
            return took << 1 | (compilation.isValid() ? 1 : 0);
        }).toArray();
        long compiled = Arrays.stream(outcomes).filter(o -> (o & 1) == 1).count();
        long slowest = Arrays.stream(outcomes).map(o -> o >> 1).max().orElse(0);
        System.out.printf("term engine fuzz: %d cases, %d compiled, slowest %.1f ms%n", cases, compiled,
                slowest / 1e6);
        assertThat(compiled).isPositive();
    }

    private static void evaluate(CompiledTermSet set, SplittableRandom random) {
        for (int k = 0; k < 3; k++) {
            Map<String, Double> values = new java.util.HashMap<>();
            set.variables().forEach(v -> {
                Domain d = set.domain(v).orElseThrow();
                double value = d.min() + random.nextDouble() * (d.max() - d.min());
                values.put(v, d.integer() ? Math.rint(Math.min(d.max(), Math.max(d.min(), value))) : value);
            });
            values.put("wallclock", random.nextDouble() * 1e6);
            try {
                set.evaluate(new Bindings(values));
            } catch (TermException expected) {
                assertThat(expected.term()).isNotEmpty();
            }
        }
    }

    private static TermSetDeclaration set(SplittableRandom random) {
        List<VariableDeclaration> variables = new ArrayList<>();
        variables.add(real("x", random));
        variables.add(real("y", random));
        variables.add(VariableDeclaration.integer("n", random.nextInt(-3, 3), random.nextInt(-3, 70)));
        List<FunctionTermDeclaration> functions = new ArrayList<>();
        int terms = random.nextInt(1, 4);
        for (int t = 0; t < terms; t++) {
            String expression = expression(random, random.nextInt(0, 5));
            functions.add(new FunctionTermDeclaration(t == 0 ? "a" : "b" + t,
                    random.nextInt(4) == 0 ? mutate(expression, random) : expression));
        }
        return TermSetDeclaration.of(variables, functions);
    }

    /** Mostly a proper domain; one in ten times as drawn (inverted, NaN or huge bounds included). */
    private static VariableDeclaration real(String name, SplittableRandom random) {
        double a = bound(random);
        double b = bound(random);
        boolean asDrawn = random.nextInt(10) == 0;
        return VariableDeclaration.real(name, asDrawn ? a : Math.min(a, b), asDrawn ? b : Math.max(a, b));
    }

    private static double bound(SplittableRandom random) {
        return switch (random.nextInt(12)) {
            case 0 -> 0;
            case 1, 2 -> -random.nextDouble() * 100;
            case 3, 4 -> random.nextDouble() * 1e6;
            case 5 -> Double.NaN;
            case 6 -> 1e308;
            default -> random.nextDouble() * 10;
        };
    }

    private static String expression(SplittableRandom random, int depth) {
        if (depth == 0 || random.nextInt(4) == 0) {
            return ATOMS[random.nextInt(ATOMS.length)];
        }
        if (random.nextBoolean()) {
            String f = UNARY[random.nextInt(UNARY.length)];
            return f + "(" + expression(random, depth - 1) + ")";
        }
        if (random.nextInt(5) == 0) {
            return (random.nextBoolean() ? "min(" : "max(") + expression(random, depth - 1) + ", "
                    + expression(random, depth - 1) + ")";
        }
        return expression(random, depth - 1) + " " + BINARY[random.nextInt(BINARY.length)] + " "
                + expression(random, depth - 1);
    }

    private static String mutate(String expression, SplittableRandom random) {
        StringBuilder text = new StringBuilder(expression);
        for (int m = random.nextInt(1, 4); m > 0; m--) {
            int at = text.length() == 0 ? 0 : random.nextInt(text.length());
            char noise = NOISE.charAt(random.nextInt(NOISE.length()));
            int kind = text.length() == 0 ? 0 : random.nextInt(3);
            switch (kind) {
                case 0 -> text.insert(at, noise);
                case 1 -> text.deleteCharAt(at);
                default -> text.setCharAt(at, noise);
            }
        }
        return text.toString();
    }
}
