package org.accord.cli.report;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * How a cell reads in the human tables (console, Markdown). Choice: integers as they are; other numbers of
 * magnitude 10 000 or more rounded to whole units; those below 0.001 in magnitude (often a rounding residue
 * of zero) in scientific notation (4 digits); the rest to 4 significant digits, without trailing zeros or
 * exponent. CSV and JSON keep full precision.
 */
final class Cells {
    private static final MathContext FOUR_DIGITS = new MathContext(4);

    private Cells() {
    }

    /** The readable form of a cell value. */
    static String readable(Object value) {
        if (value instanceof Double || value instanceof Float) {
            return readable(((Number) value).doubleValue());
        }
        return String.valueOf(value);
    }

    private static String readable(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        if (Math.abs(value) >= 10_000) {
            return Long.toString(Math.round(value));
        }
        if (Math.abs(value) < 0.001) {
            return String.format(java.util.Locale.ROOT, "%.3e", value);
        }
        return new BigDecimal(value).round(FOUR_DIGITS).stripTrailingZeros().toPlainString();
    }
}
