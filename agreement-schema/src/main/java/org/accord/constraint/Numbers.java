package org.accord.constraint;

import java.math.BigDecimal;
import java.util.Optional;

/** Reading facet values as decimals. */
final class Numbers {

    private Numbers() {
    }

    static Optional<BigDecimal> parse(String value) {
        String trimmed = value.trim();
        if (!mayBeNumber(trimmed)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new BigDecimal(trimmed));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * False when {@code text} is empty or holds a character that {@link BigDecimal#BigDecimal(String)} never
     * reads in a number (anything but digits, which it takes from any script, a point, signs and an
     * exponent): such a text is not a number, decided without the exception (and its stack trace) the
     * constructor would throw, as it would for every {@code SOFT} checked against an enumeration.
     */
    private static boolean mayBeNumber(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!(c >= '0' && c <= '9' || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E'
                    || Character.isDigit(c))) {
                return false;
            }
        }
        return true;
    }

    /** Equal as numbers when both are numbers, otherwise equal as trimmed strings. */
    static boolean sameValue(String a, String b) {
        if (a.trim().equals(b.trim())) {
            return true;
        }
        Optional<BigDecimal> x = parse(a);
        Optional<BigDecimal> y = parse(b);
        if (x.isPresent() && y.isPresent()) {
            return x.get().compareTo(y.get()) == 0;
        }
        return a.trim().equals(b.trim());
    }
}
