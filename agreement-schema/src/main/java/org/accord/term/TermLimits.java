package org.accord.term;

/**
 * How large a term set may be before the compiler refuses it without parsing it: every check here is one
 * pass over the declaration's text, so a hostile term set costs milliseconds, not a core for seconds.
 * Each limit has a stable setting name, used in the problem that reports it and in the provider's settings
 * file ({@code limits.function.terms}, {@code limits.expression.length}, {@code limits.expression.nesting}).
 *
 * @param functionTerms the most function terms one term set may declare (at least 1)
 * @param expressionLength the most characters one function term's expression may have (at least 1)
 * @param nesting the deepest nesting of parentheses one expression may have (at least 1)
 */
public record TermLimits(int functionTerms, int expressionLength, int nesting) {

    /** The setting naming {@link #functionTerms}. */
    public static final String FUNCTION_TERMS = "limits.function.terms";
    /** The setting naming {@link #expressionLength}. */
    public static final String EXPRESSION_LENGTH = "limits.expression.length";
    /** The setting naming {@link #nesting}. */
    public static final String NESTING = "limits.expression.nesting";

    /**
     * The defaults, also those of {@code ./accord validate}: far above the example templates (7 terms, 40
     * characters, depth 2) and low enough that compiling and checking a set takes milliseconds.
     */
    public static final TermLimits DEFAULT = new TermLimits(256, 1024, 32);

    /**
     * No limit: for term sets already checked against the limits that apply to them, such as the terms of
     * an admitted offer being restored or re-priced.
     */
    public static final TermLimits NONE = new TermLimits(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);

    public TermLimits {
        requirePositive(FUNCTION_TERMS, functionTerms);
        requirePositive(EXPRESSION_LENGTH, expressionLength);
        requirePositive(NESTING, nesting);
    }

    private static void requirePositive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1: " + value);
        }
    }
}
