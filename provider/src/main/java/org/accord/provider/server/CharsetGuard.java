package org.accord.provider.server;

import java.io.IOException;
import java.nio.charset.Charset;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import org.accord.agreement.FaultReason;
import org.accord.provider.security.BasicAuthInterceptor;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.transport.http.AbstractHTTPDestination;

/**
 * Refuses a request whose {@code Content-Type} names a charset this JVM cannot decode ({@code text/xml;
 * charset=x-bogus}) as the caller's error: a soap:Client fault with reason INVALID_REQUEST on the SOAP ports, a
 * 415 problem document on the REST binding, instead of a 500 with the servlet container's error page and a
 * stack trace per request (Jetty's request throws {@code UnsupportedCharsetException} as soon as anyone asks
 * it for the content type; Tomcat hands the name on and CXF fails on it).
 *
 * <p>Two halves: {@link #guard} (applied by {@link AccordServlet} and, on the embedded server, by the
 * {@link Guard} filter in front of CXF) hides the unusable charset from the container and CXF and marks the
 * request with it; the {@link Refusal} interceptor then refuses the marked request in the ordinary way, so the
 * fault is made and logged where every refusal is ({@link FaultHygiene}). The first refusal of this kind is
 * logged at INFO, naming the charset; later ones at FINE only, so a stream of them costs no log.
 */
final class CharsetGuard {

    /** The request attribute holding the charset a guarded request named. */
    static final String UNSUPPORTED = CharsetGuard.class.getName() + ".unsupported";

    private static final Logger LOG = Logger.getLogger(CharsetGuard.class.getName());
    private static final AtomicBoolean LOGGED = new AtomicBoolean();
    private static final Pattern CHARSET = Pattern.compile("(?i);\\s*charset\\s*=\\s*(\"[^\"]*\"|[^;\\s]*)\\s*");
    private static final int MAX_NAME = 64;

    private CharsetGuard() {}

    /** {@code request}, or when its charset cannot be decoded, a view of it without that charset, marked. */
    static HttpServletRequest guard(HttpServletRequest request) {
        String contentType = request.getHeader("Content-Type");
        if (contentType == null) {
            return request;
        }
        Matcher charset = CHARSET.matcher(contentType);
        if (!charset.find()) {
            return request;
        }
        String name = charset.group(1).replace("\"", "").trim();
        if (decodable(name)) {
            return request;
        }
        String without = (contentType.substring(0, charset.start()) + contentType.substring(charset.end())).trim();
        request.setAttribute(UNSUPPORTED, name.length() > MAX_NAME ? name.substring(0, MAX_NAME) + "..." : name);
        return new Unmarked(request, without);
    }

    private static boolean decodable(String name) {
        try {
            return name.isEmpty() || Charset.isSupported(name);
        } catch (IllegalArgumentException illegalName) {
            return false;
        }
    }

    /** The sentence a refusal says. */
    static String refusal(String charset) {
        return "the request's Content-Type names the charset '" + charset + "', which this provider cannot decode;"
                + " send UTF-8 (charset=UTF-8)";
    }

    private static void logOnce(String charset) {
        if (LOGGED.compareAndSet(false, true)) {
            LOG.info("refused a request whose Content-Type names the charset '" + charset + "', which this provider "
                    + "cannot decode (INVALID_REQUEST); later requests refused for an unknown charset are logged at "
                    + "FINE only");
        } else if (LOG.isLoggable(Level.FINE)) {
            LOG.fine("refused a request naming the unknown charset '" + charset + "'");
        }
    }

    /** A request whose content type is given without its charset, and which names none. */
    private static final class Unmarked extends HttpServletRequestWrapper {

        private final String contentType;

        Unmarked(HttpServletRequest request, String contentType) {
            super(request);
            this.contentType = contentType.isEmpty() ? null : contentType;
        }

        @Override
        public String getContentType() {
            return contentType;
        }

        @Override
        public String getCharacterEncoding() {
            return null;
        }

        @Override
        public String getHeader(String name) {
            return "Content-Type".equalsIgnoreCase(name) ? contentType : super.getHeader(name);
        }
    }

    /** The servlet filter the embedded server puts in front of CXF's Jetty transport. */
    static final class Guard implements Filter {

        @Override
        public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
                throws IOException, ServletException {
            chain.doFilter(request instanceof HttpServletRequest http ? guard(http) : request, response);
        }
    }

    /**
     * Refuses a request {@link #guard} marked: on a SOAP port by a fault {@link FaultHygiene} makes a soap:Client
     * INVALID_REQUEST of; on the REST binding ({@code rest}) by a 415 problem document.
     */
    static final class Refusal extends AbstractPhaseInterceptor<Message> {

        private final boolean rest;

        Refusal(boolean rest) {
            super(Phase.RECEIVE);
            addAfter(BasicAuthInterceptor.class.getName());
            addBefore(MessageSizeLimit.class.getName());
            this.rest = rest;
        }

        @Override
        public void handleMessage(Message message) {
            HttpServletRequest request = (HttpServletRequest) message.get(AbstractHTTPDestination.HTTP_REQUEST);
            Optional<String> charset = Optional.ofNullable(request).map(r -> r.getAttribute(UNSUPPORTED))
                    .map(String::valueOf);
            if (charset.isEmpty()) {
                return;
            }
            logOnce(charset.get());
            if (!rest) {
                Fault fault = new Fault(new RefusedRequest(FaultReason.INVALID_REQUEST, refusal(charset.get())));
                fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
                throw fault;
            }
            HttpServletResponse response = (HttpServletResponse) message.get(AbstractHTTPDestination.HTTP_RESPONSE);
            try {
                response.setStatus(415);
                response.setContentType("application/problem+json;charset=UTF-8");
                response.getWriter().write("{\"type\":\"urn:accord:problem:INVALID_REQUEST\",\"title\":"
                        + "\"Unsupported charset\",\"status\":415,\"code\":\"INVALID_REQUEST\",\"detail\":\""
                        + refusal(charset.get().replaceAll("[\\\\\"\\x00-\\x1f]", "?")) + "\"}");
                response.flushBuffer();
            } catch (IOException e) {
                throw new Fault(e);
            }
            message.getInterceptorChain().abort();
        }
    }
}
