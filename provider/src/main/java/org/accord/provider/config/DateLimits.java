package org.accord.provider.config;

import java.time.Instant;
import java.time.Year;
import java.time.ZoneOffset;
import java.util.Optional;

import org.accord.document.adapter.DateTimeAdapter;
import org.accord.validation.OfferCheck;

/**
 * The years a date in a request may name ({@code limits.dates.min-year} to {@code limits.dates.max-year}, by
 * default 1970 to 9999): every {@code xs:dateTime} the provider reads from a message (an offer's
 * {@code wsag:ExpirationTime}, a negotiation offer's {@code wsag-neg:ExpirationTime}, a negotiation context's)
 * outside them is refused naming the field, before the offer is checked, written or stored. Years outside
 * {@code 0000-9999} have no four-digit form in the provider's records, and a date of year 169087566 or
 * -292275054 answers nothing a caller could mean; the years {@code java.time} cannot hold at all are refused
 * while the message is read ({@code org.accord.document.adapter.DateTimeAdapter}).
 *
 * <p>Years are counted as {@code xs:dateTime} writes them (UTC; {@code -0001} is 1 BC).
 *
 * @param minYear the earliest year accepted, UTC
 * @param maxYear the latest year accepted, UTC; at least {@code minYear}
 */
public record DateLimits(int minYear, int maxYear) implements OfferCheck.DateRule {

    public static final String MIN_YEAR = "limits.dates.min-year";
    public static final String MAX_YEAR = "limits.dates.max-year";

    public DateLimits {
        if (minYear < Year.MIN_VALUE || minYear > Year.MAX_VALUE) {
            throw SettingsException.badValue(Setting.LIMIT_DATE_MIN_YEAR, minYear, "must be a year between "
                    + Year.MIN_VALUE + " and " + Year.MAX_VALUE);
        }
        if (maxYear < minYear || maxYear > Year.MAX_VALUE) {
            throw SettingsException.badValue(Setting.LIMIT_DATE_MAX_YEAR, maxYear, "must be a year between "
                    + MIN_YEAR + " = " + minYear + " and " + Year.MAX_VALUE);
        }
    }

    /** 1970 to 9999. */
    public static DateLimits defaults() {
        return new DateLimits(1970, 9999);
    }

    /**
     * Why {@code value} of {@code field} (e.g. {@code wsag:Context/wsag:ExpirationTime}) is refused, naming
     * both settings; empty when its year (UTC) is within them.
     */
    @Override
    public Optional<String> outside(String field, Instant value) {
        long year = DateTimeAdapter.xsdYear(value.atOffset(ZoneOffset.UTC).getYear());
        if (year >= minYear && year <= maxYear) {
            return Optional.empty();
        }
        return Optional.of(field + " " + DateTimeAdapter.print(value) + " is outside the years " + minYear + "-" + maxYear + " ("
                + MIN_YEAR + ", " + MAX_YEAR + ")");
    }
}
