package org.accord.term;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.objecthunter.exp4j.Expression;

/**
 * One function term ready to evaluate. The prototype expression is never mutated after compilation:
 * every evaluation works on a copy ({@code new Expression(prototype)} shares the parsed tokens), since
 * exp4j's {@code setVariable} writes into a map inside the expression: a fresh one per call
 * ({@link #evaluate(Map)}), or one per thread that {@link CompiledTermSet} keeps ({@link #evaluate(Expression,
 * double[], int[])}).
 */
final class CompiledTerm {

    private final String name;
    private final Expression prototype;
    private final List<String> inputs;
    private final String[] inputArray;

    CompiledTerm(String name, Expression prototype, List<String> inputs) {
        this.name = name;
        this.prototype = prototype;
        this.inputs = List.copyOf(inputs);
        this.inputArray = this.inputs.toArray(String[]::new);
    }

    String name() {
        return name;
    }

    /** Variables, universal terms and function terms the expression uses directly. */
    List<String> inputs() {
        return inputs;
    }

    boolean canEvaluate(Map<String, Double> scope) {
        for (String input : inputs) {
            if (!scope.containsKey(input)) {
                return false;
            }
        }
        return true;
    }

    /** A copy of the prototype for one thread's repeated use. */
    Expression copy() {
        return new Expression(prototype);
    }

    /**
     * The value for the inputs at {@code slots} of {@code values} (in the order of {@link #inputs()}), on
     * {@code expression}, this thread's copy; NaN, infinity and /0 name this term.
     */
    double evaluate(Expression expression, double[] values, int[] slots) {
        for (int k = 0; k < slots.length; k++) {
            expression.setVariable(inputArray[k], values[slots[k]]);
        }
        double value;
        try {
            value = expression.evaluate();
        } catch (ArithmeticException e) {
            throw new TermEvaluationException(name, "divides by zero" + describeInputs(scope(values, slots)), e);
        }
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return checked(value, scope(values, slots));
        }
        return value;
    }

    private Map<String, Double> scope(double[] values, int[] slots) {
        Map<String, Double> scope = new java.util.HashMap<>();
        for (int k = 0; k < slots.length; k++) {
            scope.put(inputArray[k], values[slots[k]]);
        }
        return scope;
    }

    /** The value for {@code scope}, which binds every input; NaN, infinity and /0 name this term. */
    double evaluate(Map<String, Double> scope) {
        Expression expression = new Expression(prototype);
        for (String input : inputs) {
            expression.setVariable(input, scope.get(input));
        }
        double value;
        try {
            value = expression.evaluate();
        } catch (ArithmeticException e) {
            throw new TermEvaluationException(name, "divides by zero" + describeInputs(scope), e);
        }
        return checked(value, scope);
    }

    private double checked(double value, Map<String, Double> scope) {
        if (Double.isNaN(value)) {
            throw new TermEvaluationException(name, "is not a number (NaN)" + describeInputs(scope));
        }
        if (Double.isInfinite(value)) {
            throw new TermEvaluationException(name, "is infinite (" + value + ")" + describeInputs(scope));
        }
        return value;
    }

    private String describeInputs(Map<String, Double> scope) {
        if (inputs.isEmpty()) {
            return "";
        }
        return inputs.stream().sorted().map(i -> i + "=" + DomainViolationException.format(scope.get(i)))
                .collect(Collectors.joining(", ", " for ", ""));
    }
}
