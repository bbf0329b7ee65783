package org.accord.term;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@link TermLimits} checks, made before any expression is parsed. Each problem names the limit's
 * setting, its value and the value found. At most one problem per limit kind is reported for the whole
 * set (the first term crossing it), so that a huge set does not produce a huge report.
 */
final class LimitChecks {

    private LimitChecks() {
    }

    static List<TermProblem> check(TermSetDeclaration set, TermLimits limits) {
        List<TermProblem> problems = new ArrayList<>();
        int count = set.functions().size();
        if (count > limits.functionTerms()) {
            problems.add(new TermProblem(ProblemKind.LIMIT_EXCEEDED, "", "the term set declares " + count
                    + " function terms; the limit " + TermLimits.FUNCTION_TERMS + " is " + limits.functionTerms()));
            return problems;
        }
        for (FunctionTermDeclaration term : set.functions()) {
            int length = term.expression().length();
            if (length > limits.expressionLength()) {
                problems.add(new TermProblem(ProblemKind.LIMIT_EXCEEDED, term.name(), "term '" + term.name()
                        + "' has an expression of " + length + " characters; the limit "
                        + TermLimits.EXPRESSION_LENGTH + " is " + limits.expressionLength()));
                return problems;
            }
            // parentheses cannot nest deeper than the expression is long: most expressions need no scan
            int depth = length <= limits.nesting() ? 0 : nesting(term.expression());
            if (depth > limits.nesting()) {
                problems.add(new TermProblem(ProblemKind.LIMIT_EXCEEDED, term.name(), "term '" + term.name()
                        + "' nests parentheses " + depth + " deep; the limit " + TermLimits.NESTING + " is "
                        + limits.nesting()));
                return problems;
            }
        }
        return problems;
    }

    /** The deepest nesting of parentheses in {@code expression}; unbalanced ones are the parser's concern. */
    static int nesting(String expression) {
        int depth = 0;
        int deepest = 0;
        for (int i = 0; i < expression.length(); i++) {
            char c = expression.charAt(i);
            if (c == '(') {
                deepest = Math.max(deepest, ++depth);
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            }
        }
        return deepest;
    }
}
