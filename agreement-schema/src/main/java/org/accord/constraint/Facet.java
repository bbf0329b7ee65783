package org.accord.constraint;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.PatternSyntaxException;

/**
 * One {@code xs:restriction} facet of an item constraint. {@link #violation} returns what is wrong with a
 * value (the item name is added by the checker), or empty when the value satisfies the facet.
 *
 * <p>Choices: numeric facets compare decimal values ({@code 64} equals {@code 64.0}); enumeration and fixed
 * values compare as numbers when both sides are numbers and as trimmed strings otherwise, since the item's
 * XML type is not known here; patterns use Java regular expressions matched against the whole value, which
 * agree with XML Schema patterns for the usual character classes and quantifiers.
 */
public sealed interface Facet {

    Optional<String> violation(String value);

    /** A facet that compares the value as a number; a non-numeric value violates it. */
    sealed interface Numeric extends Facet {
        BigDecimal bound();

        boolean admits(BigDecimal value);

        String failure(String value);

        @Override
        default Optional<String> violation(String value) {
            Optional<BigDecimal> number = Numbers.parse(value);
            if (number.isEmpty()) {
                return Optional.of("value '" + value + "' is not a number, as the bound " + bound().toPlainString()
                        + " requires");
            }
            return admits(number.get()) ? Optional.empty() : Optional.of(failure(value.trim()));
        }
    }

    record MinInclusive(BigDecimal bound) implements Numeric {
        public MinInclusive {
            Objects.requireNonNull(bound, "minInclusive bound must not be null");
        }

        public boolean admits(BigDecimal value) {
            return value.compareTo(bound) >= 0;
        }

        public String failure(String value) {
            return "value " + value + " is below the minimum " + bound.toPlainString();
        }
    }

    record MaxInclusive(BigDecimal bound) implements Numeric {
        public MaxInclusive {
            Objects.requireNonNull(bound, "maxInclusive bound must not be null");
        }

        public boolean admits(BigDecimal value) {
            return value.compareTo(bound) <= 0;
        }

        public String failure(String value) {
            return "value " + value + " is above the maximum " + bound.toPlainString();
        }
    }

    record MinExclusive(BigDecimal bound) implements Numeric {
        public MinExclusive {
            Objects.requireNonNull(bound, "minExclusive bound must not be null");
        }

        public boolean admits(BigDecimal value) {
            return value.compareTo(bound) > 0;
        }

        public String failure(String value) {
            return "value " + value + " is not above the exclusive minimum " + bound.toPlainString();
        }
    }

    record MaxExclusive(BigDecimal bound) implements Numeric {
        public MaxExclusive {
            Objects.requireNonNull(bound, "maxExclusive bound must not be null");
        }

        public boolean admits(BigDecimal value) {
            return value.compareTo(bound) < 0;
        }

        public String failure(String value) {
            return "value " + value + " is not below the exclusive maximum " + bound.toPlainString();
        }
    }

    record Enumeration(List<String> values) implements Facet {
        public Enumeration {
            values = List.copyOf(Objects.requireNonNull(values, "enumeration values must not be null"));
            if (values.isEmpty()) {
                throw new IllegalArgumentException("an enumeration needs at least one value");
            }
        }

        public Optional<String> violation(String value) {
            boolean listed = values.stream().anyMatch(allowed -> Numbers.sameValue(allowed, value));
            return listed ? Optional.empty()
                    : Optional.of("value '" + value.trim() + "' is not one of " + values);
        }
    }

    record Pattern(String regex) implements Facet {
        public Pattern {
            Objects.requireNonNull(regex, "pattern must not be null");
            try {
                java.util.regex.Pattern.compile(regex);
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException("pattern is not a valid regular expression: " + regex, e);
            }
        }

        public Optional<String> violation(String value) {
            return java.util.regex.Pattern.matches(regex, value.trim()) ? Optional.empty()
                    : Optional.of("value '" + value.trim() + "' does not match the pattern '" + regex + "'");
        }
    }

    record Fixed(String value) implements Facet {
        public Fixed {
            Objects.requireNonNull(value, "fixed value must not be null");
        }

        public Optional<String> violation(String actual) {
            return Numbers.sameValue(value, actual) ? Optional.empty()
                    : Optional.of("value '" + actual.trim() + "' differs from the fixed value '" + value + "'");
        }
    }
}
