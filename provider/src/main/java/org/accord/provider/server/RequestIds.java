package org.accord.provider.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Pattern;

import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.slf4j.MDC;

/**
 * Gives every request an id that every log line written while serving it carries (the MDC key
 * {@value #MDC_KEY}), and that the answer names in its {@value #HEADER} header. A caller's own
 * {@value #HEADER} is kept when it is 1-64 letters, digits or {@code . _ -} (so a proxy's id follows the request
 * through); otherwise the provider draws one. First of the in interceptors; {@link Done} writes the header and
 * clears the id when the answer or the fault leaves.
 */
final class RequestIds extends AbstractPhaseInterceptor<Message> {

    /** The MDC key of the request id in log lines ({@code %X{requestId}} in a Logback pattern). */
    static final String MDC_KEY = "requestId";
    /** The HTTP header that carries it. */
    static final String HEADER = "X-Request-Id";

    private static final Pattern ACCEPTED = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    RequestIds() {
        super(Phase.RECEIVE);
        addBefore(RequestTimeMark.class.getName());
    }

    @Override
    public void handleMessage(Message message) {
        String id = callers(message);
        message.getExchange().put(MDC_KEY, id);
        MDC.put(MDC_KEY, id);
    }

    private static String callers(Message message) {
        Object headers = message.get(Message.PROTOCOL_HEADERS);
        if (headers instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (HEADER.equalsIgnoreCase(String.valueOf(entry.getKey())) && entry.getValue() instanceof List<?> values
                        && !values.isEmpty() && ACCEPTED.matcher(String.valueOf(values.get(0))).matches()) {
                    return String.valueOf(values.get(0));
                }
            }
        }
        return UUID.randomUUID().toString().substring(0, 13).replace("-", "");
    }

    /** Names the id in the answer's headers (before they are written). */
    static final class Answer extends AbstractPhaseInterceptor<Message> {

        Answer() {
            super(Phase.PRE_PROTOCOL);
        }

        @Override
        @SuppressWarnings("unchecked")
        public void handleMessage(Message message) {
            Object id = message.getExchange().get(MDC_KEY);
            if (id == null) {
                return;
            }
            Map<String, List<String>> headers = (Map<String, List<String>>) message.get(Message.PROTOCOL_HEADERS);
            if (headers == null) {
                headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
                message.put(Message.PROTOCOL_HEADERS, headers);
            }
            headers.put(HEADER, new ArrayList<>(List.of(id.toString())));
        }
    }

    /** Clears the id from the thread once the answer or the fault is sent. */
    static final class Done extends AbstractPhaseInterceptor<Message> {

        Done() {
            super(Phase.PREPARE_SEND_ENDING);
        }

        @Override
        public void handleMessage(Message message) {
            MDC.remove(MDC_KEY);
        }
    }
}
