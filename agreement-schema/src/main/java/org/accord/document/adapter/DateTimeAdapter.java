package org.accord.document.adapter;

import java.time.Instant;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

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
 *   <li>Times have millisecond precision, as before this adapter existed: digits past the millisecond are
 *       dropped when reading and writing.</li>
 * </ul>
 * Writing gives UTC, with three fraction digits when the instant is not a whole second
 * ({@code 2026-01-01T10:00:00.123Z}) and none when it is ({@code 2026-01-01T10:00:00Z}), so a document read
 * and written again keeps the text it came with when that was UTC.
 */
public final class DateTimeAdapter extends XmlAdapter<String, Instant> {

    private static final DatatypeFactory DATATYPES = DatatypeFactory.newDefaultInstance();
    private static final TimeZone UTC = TimeZone.getTimeZone("UTC");

    @Override
    public Instant unmarshal(String text) {
        return text == null ? null : parse(text);
    }

    @Override
    public String marshal(Instant instant) {
        return instant == null ? null : print(instant);
    }

    /** The instant an {@code xs:dateTime} text names; IllegalArgumentException naming the text if it is not one. */
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
        if (calendar.getTimezone() == DatatypeConstants.FIELD_UNDEFINED) {
            calendar.setTimezone(0);
        }
        return calendar.toGregorianCalendar().toInstant();
    }

    /** The {@code xs:dateTime} text of an instant: UTC, millisecond precision, no fraction for a whole second. */
    public static String print(Instant instant) {
        GregorianCalendar calendar = new GregorianCalendar(UTC);
        calendar.setTimeInMillis(instant.toEpochMilli());
        XMLGregorianCalendar text = DATATYPES.newXMLGregorianCalendar(calendar);
        if (calendar.get(Calendar.MILLISECOND) == 0) {
            text.setFractionalSecond(null);
        }
        return text.toXMLFormat();
    }
}
