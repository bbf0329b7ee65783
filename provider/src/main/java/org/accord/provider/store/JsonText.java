package org.accord.provider.store;

import java.util.List;
import java.util.Map;

import org.accord.agreement.ServiceTermState;

/**
 * Writes the JSON of {@link RecordEncoding}'s three shapes by hand, character for character what Jackson's
 * default {@code ObjectMapper} writes for them (record components in declaration order, nulls written,
 * doubles as {@link Double#toString(double)}, non-finite doubles as strings, strings escaped as Jackson
 * escapes them: quote, backslash and control characters, nothing else). Jackson's reflection-driven
 * serializers cost several microseconds per field, and a journal append writes all three fields.
 */
final class JsonText {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private JsonText() {}

    static String serviceTerms(Map<String, ServiceTermState> states) {
        StringBuilder json = new StringBuilder(16 + 32 * states.size()).append('{');
        boolean first = true;
        for (Map.Entry<String, ServiceTermState> entry : states.entrySet()) {
            if (!first) {
                json.append(',');
            }
            first = false;
            string(json, entry.getKey()).append(':');
            string(json, entry.getValue().wsagName());
        }
        return json.append('}').toString();
    }

    static String guarantees(List<RecordEncoding.StoredGuarantee> guarantees) {
        StringBuilder json = new StringBuilder(16 + 112 * guarantees.size()).append('[');
        for (int i = 0; i < guarantees.size(); i++) {
            RecordEncoding.StoredGuarantee g = guarantees.get(i);
            if (i > 0) {
                json.append(',');
            }
            json.append("{\"name\":");
            string(json, g.name()).append(",\"state\":");
            string(json, g.state()).append(",\"value\":");
            number(json, g.value()).append(",\"unit\":");
            string(json, g.unit()).append(",\"finish\":");
            number(json, g.finish()).append(",\"delay\":");
            number(json, g.delay()).append('}');
        }
        return json.append(']').toString();
    }

    static String allocation(RecordEncoding.StoredAllocation a) {
        StringBuilder json = new StringBuilder(192).append("{\"kind\":");
        string(json, a.kind() == null ? null : a.kind().name()).append(",\"created\":");
        number(json, a.created()).append(",\"nodes\":");
        if (a.nodes() == null) {
            json.append("null");
        } else {
            json.append('[');
            for (int i = 0; i < a.nodes().size(); i++) {
                if (i > 0) {
                    json.append(',');
                }
                string(json, a.nodes().get(i));
            }
            json.append(']');
        }
        json.append(",\"dueTime\":");
        number(json, a.dueTime()).append(",\"processors\":");
        if (a.processors() == null) {
            json.append("null");
        } else {
            json.append('[');
            for (int i = 0; i < a.processors().size(); i++) {
                if (i > 0) {
                    json.append(',');
                }
                Integer processor = a.processors().get(i);
                json.append(processor == null ? "null" : processor.toString());
            }
            json.append(']');
        }
        json.append(",\"cpus\":").append(a.cpus()).append(",\"startHours\":");
        number(json, a.startHours()).append(",\"reservedHours\":");
        number(json, a.reservedHours()).append(",\"agreedHours\":");
        return number(json, a.agreedHours()).append('}').toString();
    }

    private static StringBuilder number(StringBuilder json, Double value) {
        if (value == null) {
            return json.append("null");
        }
        double v = value;
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return json.append('"').append(v).append('"');
        }
        return json.append(v);
    }

    private static StringBuilder string(StringBuilder json, String text) {
        if (text == null) {
            return json.append("null");
        }
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\b' -> json.append("\\b");
                case '\f' -> json.append("\\f");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> {
                    if (c < 0x20) {
                        json.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        return json.append('"');
    }
}
