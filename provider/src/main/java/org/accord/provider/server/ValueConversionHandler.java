package org.accord.provider.server;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.xml.bind.ValidationEvent;
import jakarta.xml.bind.ValidationEventHandler;
import jakarta.xml.bind.ValidationEventLocator;

import org.accord.agreement.FaultReason;
import org.accord.document.adapter.UnreadableValueException;
import org.apache.cxf.interceptor.Fault;

/**
 * JAXB's handler of problems met while reading a request (CXF's {@code jaxb-reader-validation-event-handler}):
 * every problem stops the read, as JAXB's default handler does; one that is not a schema message (JAXB could
 * not convert a text to its Java type, e.g. {@code 1e308} or a 400-digit number for an {@code int}) becomes a
 * caller's fault that names the value and its line and column, instead of the Java exception's text
 * ({@code For input string: "1e308"}); a value Accord's adapters refuse (a date of a year beyond
 * {@code java.time}, a value outside an enumeration) is named with their sentence
 * ({@link UnreadableValueException}).
 */
final class ValueConversionHandler implements ValidationEventHandler {

    private static final Pattern JAVA_NUMBER_TEXT = Pattern.compile("For input string: \"(.*)\"", Pattern.DOTALL);

    @Override
    public boolean handleEvent(ValidationEvent event) {
        Throwable linked = event.getLinkedException();
        if (linked == null || linked instanceof org.xml.sax.SAXParseException) {
            return false;
        }
        throw new Fault(new RefusedRequest(FaultReason.INVALID_OFFER, where(event.getLocator()) + describe(event)));
    }

    private static String describe(ValidationEvent event) {
        Throwable linked = event.getLinkedException();
        Matcher number = JAVA_NUMBER_TEXT.matcher(String.valueOf(linked.getMessage()));
        if (linked instanceof NumberFormatException && number.matches()) {
            return "the value '" + number.group(1) + "' is not a number of the type its element requires";
        }
        if (linked instanceof NumberFormatException || linked instanceof ArithmeticException) {
            return "a value is not a number of the type its element requires (too large, or not an integer)";
        }
        for (Throwable cause = linked; cause != null; cause = cause.getCause()) {
            if (cause instanceof UnreadableValueException unreadable) {
                return unreadable.getMessage();
            }
        }
        return "a value cannot be read as the type its element requires";
    }

    private static String where(ValidationEventLocator locator) {
        if (locator == null || locator.getLineNumber() < 0) {
            return "request: ";
        }
        return "request:" + locator.getLineNumber() + ":" + locator.getColumnNumber() + ": ";
    }
}
