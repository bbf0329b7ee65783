package org.accord.document.adapter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.Year;
import java.time.ZoneOffset;

import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/**
 * The one place an {@code xs:dateTime} becomes a {@link java.time.Instant} and back: the JAXB binding
 * ({@code schema/bindings.xjb}, and {@code wsdl/bindings.xjb} for the WSDL's own types) maps every
 * {@code xs:dateTime} of the generated types to {@code Instant} through this adapter, so no other code
 * handles {@code XMLGregorianCalendar}.
 *
 * <p>Reading accepts the whole lexical space of {@code xs:dateTime} (any fraction length, {@code Z} or an
 * offset such as {@code +02:00}, which is applied: {@code 10:00:00+02:00} is {@code 08:00:00Z}). Choices
 * where the schema is open:
 * <ul>
 *   <li>A value without a time zone (XML Schema calls its zone unknown) is read as UTC, so the instant
 *       does not depend on the JVM's default zone.</li>
 *   <li>Years are XML Schema 1.0's, as the schema validator reads them: there is no year {@code 0000}, and
 *       {@code -0001} is 1 BC (the proleptic ISO year 0), so a negative year is one more in {@code java.time}
 *       ({@code -0044} is ISO year -43) and writing gives the text back. Every year from {@value #MIN_YEAR}
 *       to {@value #MAX_YEAR} is read exactly, with no overflow: the conversion goes through
 *       {@code java.time}, not through a calendar's milliseconds (which wrapped year -999999999 round to
 *       year 169087566 and year 292278995 to -292275054). A year beyond them is refused naming the text.
 *       What range of years a message may carry is the reader's choice (the provider's
 *       {@code limits.dates.*}).</li>
 *   <li>Times have millisecond precision, as before this adapter existed: digits past the millisecond are
 *       dropped when reading and writing.</li>
 * </ul>
 * Writing gives UTC, with three fraction digits when the instant is not a whole second
 * ({@code 2026-01-01T10:00:00.123Z}) and none when it is ({@code 2026-01-01T10:00:00Z}), so a document read
 * and written again keeps the text it came with when that was UTC.
 */
public final class DateTimeAdapter extends XmlAdapter<String, Instant> {

    /** The earliest year read, as {@code xs:dateTime} writes it (ISO year -999999998). */
    public static final int MIN_YEAR = Year.MIN_VALUE;
    /** The latest year read: the last year {@code java.time} dates hold. */
    public static final int MAX_YEAR = Year.MAX_VALUE;

    private static final DatatypeFactory DATATYPES = DatatypeFactory.newDefaultInstance();
    private static final BigDecimal THOUSAND = BigDecimal.valueOf(1000);

    @Override
    public Instant unmarshal(String text) {
        return text == null ? null : parse(text);
    }

    @Override
    public String marshal(Instant instant) {
        return instant == null ? null : print(instant);
    }

    /**
     * The instant an {@code xs:dateTime} text names; IllegalArgumentException naming the text if it is not one,
     * or if its year is beyond those {@code java.time} holds.
     */
    public static Instant parse(String text) {
        XMLGregorianCalendar calendar;
        try {
            calendar = DATATYPES.newXMLGregorianCalendar(text.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not an xs:dateTime", e);
        }
        if (calendar.getXMLSchemaType() != DatatypeConstants.DATETIME) {
            throw new IllegalArgumentException("'" + text + "' is not an xs:dateTime (date and time of day)");
        }
        BigInteger year = calendar.getEonAndYear();
        if (year.compareTo(BigInteger.valueOf(MIN_YEAR)) < 0 || year.compareTo(BigInteger.valueOf(MAX_YEAR)) > 0) {
            throw new UnreadableValueException("'" + text + "' is an xs:dateTime beyond the years " + MIN_YEAR
                    + " to " + MAX_YEAR);
        }
        try {
            int xsdYear = year.intValueExact();
            return instant(calendar, xsdYear < 0 ? xsdYear + 1 : xsdYear);
        } catch (java.time.DateTimeException e) {
            throw new UnreadableValueException("'" + text + "' is not an xs:dateTime: " + e.getMessage(), e);
        }
    }

    /** The {@code xs:dateTime} text of an instant: UTC, millisecond precision, no fraction for a whole second. */
    public static String print(Instant instant) {
        LocalDateTime utc = LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
        int millis = utc.getNano() / 1_000_000;
        XMLGregorianCalendar text = DATATYPES.newXMLGregorianCalendar(BigInteger.valueOf(xsdYear(utc.getYear())),
                utc.getMonthValue(), utc.getDayOfMonth(), utc.getHour(), utc.getMinute(), utc.getSecond(),
                millis == 0 ? null : BigDecimal.valueOf(millis, 3), 0);
        return text.toXMLFormat();
    }

    /** The {@code xs:dateTime} year of a proleptic ISO year: ISO year 0 is {@code -0001}, 1 BC. */
    public static long xsdYear(int isoYear) {
        return isoYear <= 0 ? isoYear - 1L : isoYear;
    }

    /**
     * The instant of the calendar's fields, in {@code java.time}'s arithmetic: {@code 24:00:00} is the next day's
     * midnight, no zone is UTC, digits past the millisecond are dropped.
     */
    private static Instant instant(XMLGregorianCalendar calendar, int year) {
        int zoneMinutes = calendar.getTimezone() == DatatypeConstants.FIELD_UNDEFINED ? 0 : calendar.getTimezone();
        BigDecimal fraction = calendar.getFractionalSecond();
        int millis = fraction == null ? 0 : fraction.multiply(THOUSAND).setScale(0, RoundingMode.DOWN).intValue();
        boolean endOfDay = calendar.getHour() == 24;
        OffsetDateTime time = OffsetDateTime.of(year, calendar.getMonth(), calendar.getDay(),
                endOfDay ? 0 : calendar.getHour(), calendar.getMinute(), calendar.getSecond(), millis * 1_000_000,
                ZoneOffset.ofTotalSeconds(zoneMinutes * 60));
        return (endOfDay ? time.plusDays(1) : time).toInstant();
    }
}
