package org.accord.constraint;

import java.math.BigDecimal;
import java.util.Optional;

/** Reading facet values as decimals. */
final class Numbers {

    private Numbers() {
    }

    static Optional<BigDecimal> parse(String value) {
        try {
            return Optional.of(new BigDecimal(value.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Equal as numbers when both are numbers, otherwise equal as trimmed strings. */
    static boolean sameValue(String a, String b) {
        Optional<BigDecimal> x = parse(a);
        Optional<BigDecimal> y = parse(b);
        if (x.isPresent() && y.isPresent()) {
            return x.get().compareTo(y.get()) == 0;
        }
        return a.trim().equals(b.trim());
    }
}
