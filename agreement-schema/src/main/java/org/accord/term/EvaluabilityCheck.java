package org.accord.term;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Whether every function term of a compiled set has a finite value everywhere in its variables' domains.
 * A term that can divide by zero, yield NaN ({@code sqrt(-1)}) or overflow ({@code exp(100000)}) at some
 * binding is reported with the binding that shows it.
 *
 * <p>Method: evaluation at sample points, not interval arithmetic (exp4j's functions would each need an
 * interval version, and intervals over-approximate: {@code x - x} is not known to be 0, so a correct term
 * would be refused). The points are the corners of the inputs' box (every variable at its minimum or
 * maximum; all of them when the set has at most {@value #MAX_CORNER_INPUTS} inputs), its centre, and
 * seeded pseudo-random points, each coordinate a bound or a uniform value of its domain (rounded for integer
 * variables), {@value #POINTS} points in all. Universal terms, unbound until the agreement runs, range
 * over {@code 0 .. }{@value #UNIVERSAL_MAX} (a year, in seconds). The seed is fixed, so one term set always
 * gets the same verdict. Sampling can miss a singularity strictly inside a domain that no sample hits
 * (say {@code 1 / (x - 0.123456)} on 0..1); the engine still refuses such a value when it is evaluated.
 */
public final class EvaluabilityCheck {

    /** How many sample points each set is evaluated at. */
    public static final int POINTS = 256;
    /** Up to this many inputs (variables and universal terms), every corner is among the points. */
    public static final int MAX_CORNER_INPUTS = 7;
    /** The largest value a universal term (e.g. {@code wallclock}) is sampled at: one year in seconds. */
    public static final double UNIVERSAL_MAX = 31_536_000;

    private static final long SEED = 18;

    private EvaluabilityCheck() {
    }

    /** One {@link ProblemKind#NOT_EVALUABLE} problem per term that fails at some point, in evaluation order. */
    public static List<TermProblem> check(CompiledTermSet set) {
        List<String> inputs = new ArrayList<>(set.variables());
        inputs.addAll(set.universals().stream().sorted().toList());
        Map<String, TermProblem> failures = new LinkedHashMap<>();
        for (Map<String, Double> point : points(set, inputs)) {
            set.evaluateAll(point, (term, failure) -> failures.putIfAbsent(term, new TermProblem(
                    ProblemKind.NOT_EVALUABLE, term, failure.getMessage()
                            + ": the term must have a finite value everywhere in its variables' domains")));
        }
        return List.copyOf(failures.values());
    }

    private static List<Map<String, Double>> points(CompiledTermSet set, List<String> inputs) {
        List<Map<String, Double>> points = new ArrayList<>();
        if (inputs.size() <= MAX_CORNER_INPUTS) {
            for (int corner = 0; corner < 1 << inputs.size(); corner++) {
                Map<String, Double> point = new LinkedHashMap<>();
                for (int i = 0; i < inputs.size(); i++) {
                    point.put(inputs.get(i), bound(set, inputs.get(i), (corner >> i & 1) == 1));
                }
                points.add(point);
            }
        } else {
            points.add(allAt(set, inputs, false));
            points.add(allAt(set, inputs, true));
        }
        Map<String, Double> centre = new LinkedHashMap<>();
        inputs.forEach(input -> centre.put(input, at(set, input, 0.5)));
        points.add(centre);
        SplittableRandom random = new SplittableRandom(SEED);
        while (points.size() < POINTS) {
            Map<String, Double> point = new LinkedHashMap<>();
            for (String input : inputs) {
                int pick = random.nextInt(3);
                point.put(input, pick == 2 ? at(set, input, random.nextDouble()) : bound(set, input, pick == 1));
            }
            points.add(point);
        }
        return points;
    }

    private static Map<String, Double> allAt(CompiledTermSet set, List<String> inputs, boolean max) {
        Map<String, Double> point = new LinkedHashMap<>();
        inputs.forEach(input -> point.put(input, bound(set, input, max)));
        return point;
    }

    private static double bound(CompiledTermSet set, String input, boolean max) {
        return set.domain(input).map(d -> max ? d.max() : d.min()).orElse(max ? UNIVERSAL_MAX : 0.0);
    }

    /** The value at {@code fraction} (0..1) of the input's range, rounded to an integer for integer domains. */
    private static double at(CompiledTermSet set, String input, double fraction) {
        return set.domain(input).map(d -> {
            double v = d.min() + fraction * (d.max() - d.min());
            return d.integer() ? Math.min(d.max(), Math.max(d.min(), Math.rint(v))) : Math.min(d.max(), v);
        }).orElse(fraction * UNIVERSAL_MAX);
    }
}
