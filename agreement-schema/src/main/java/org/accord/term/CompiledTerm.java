package org.accord.term;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.objecthunter.exp4j.Expression;

/**
 * One function term ready to evaluate. The prototype expression is never mutated after compilation:
 * every evaluation works on its own copy ({@code new Expression(prototype)} shares the parsed tokens), since
 * exp4j's {@code setVariable} writes into a map inside the expression.
 */
final class CompiledTerm {

    private final String name;
    private final Expression prototype;
    private final List<String> inputs;

    CompiledTerm(String name, Expression prototype, List<String> inputs) {
        this.name = name;
        this.prototype = prototype;
        this.inputs = List.copyOf(inputs);
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
