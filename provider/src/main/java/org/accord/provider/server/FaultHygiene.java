package org.accord.provider.server;


import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.agreement.FaultReason;
import org.accord.provider.fault.FaultException;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.jaxws.interceptors.WebFaultOutInterceptor;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Makes every fault an endpoint sends say whose problem it is, why, and nothing it should not:
 * <ul>
 *   <li><b>Fault code.</b> {@code soap:Client} for the caller's errors: every typed WSDL fault (unknown
 *       agreement, invalid offer, limits, expired, rejected...) and every request refused before it reached the
 *       endpoint (not schema-valid, unknown operation or SOAPAction, too large). {@code soap:Server} only for the
 *       provider's own failures: an exception other than a WSDL fault (or the core's {@link FaultException},
 *       which carries its reason) thrown once the request reached the
 *       endpoint ({@link Invoked} marks that moment); its text is replaced by a sentence without Java text and
 *       the exception is logged.</li>
 *   <li><b>Reason code.</b> A fault without a detail gets the WSDL fault its port declares
 *       ({@link #faultElement(String)}) with a {@code reasonCode}: the {@link RefusedRequest}'s reason, else
 *       {@code INVALID_OFFER} for a request not schema-valid on an operation that carries an offer
 *       (createAgreement, createPendingAgreement, initiateNegotiation, negotiate) and {@code INVALID_REQUEST}
 *       for anything else.</li>
 *   <li><b>Echoed values.</b> Any run of non-blank characters longer than {@value #MAX_ECHO} in the fault
 *       string or the detail's message is cut there with a marker naming its full length, and the whole text at
 *       {@value #MAX_TEXT} characters, so a 900 KB agreement id is never sent back.</li>
 * </ul>
 * Runs after CXF's {@link WebFaultOutInterceptor} has written a typed fault's detail and before the SOAP
 * binding writes the fault. It is also the one place faults are logged ({@link Quiet} turns off CXF's own
 * logging, which wrote a WARNING with a stack trace for every caller's error, so that a stream of hostile
 * requests cost a stack trace each and filled the log): the provider's failures at WARNING with their
 * exception, the caller's errors at FINE, one line each.
 */
final class FaultHygiene extends AbstractPhaseInterceptor<Message> {

    /** The longest run of non-blank characters a fault echoes. */
    static final int MAX_ECHO = 128;
    /** The longest fault text. */
    static final int MAX_TEXT = 16_384;

    private static final Logger LOG = LoggerFactory.getLogger(FaultHygiene.class);
    private static final String SERVICE_NAMESPACE = "urn:accord:service:1";
    private static final String INVOKED = FaultHygiene.class.getName() + ".invoked";
    private static final String UNREADABLE = "the request cannot be read";
    private static final java.util.regex.Pattern JAVA_NUMBER_TEXT =
            java.util.regex.Pattern.compile("For input string: \"(.*)\"", java.util.regex.Pattern.DOTALL);
    private static final java.util.Set<String> OFFER_OPERATIONS = java.util.Set.of("createAgreement",
            "createPendingAgreement", "initiateNegotiation", "negotiate");

    private final String endpointName;

    FaultHygiene(String endpointName) {
        super(Phase.PRE_PROTOCOL_FRONTEND);
        this.endpointName = endpointName;
    }

    @Override
    public void handleMessage(Message message) {
        if (!(message.getContent(Exception.class) instanceof Fault fault)) {
            return;
        }
        if (LOG.isDebugEnabled()) {
            LOG.debug(endpointName + " request refused: " + truncate(fault.getMessage()));
        }
        if (fault.getDetail() != null && typedDetail(fault.getDetail()) != null) {
            fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        } else if (fault.getCause() instanceof FaultException refused) {
            fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
            fault.setMessage(refused.getMessage());
            addDetail(fault, refused.reason());
        } else if (fault.getCause() instanceof java.io.EOFException closed) {
            // the connection ended before the request was read or its answer written (Jetty's EofException):
            // nobody is left to answer, and nothing failed in the provider
            LOG.info("the connection of a " + endpointName + " request closed before it was answered: " + closed);
            fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        } else if (message.getExchange().get(INVOKED) != null) {
            LOG.warn("the provider failed on a " + endpointName + " request", fault.getCause());
            fault.setFaultCode(Fault.FAULT_CODE_SERVER);
            fault.setMessage("the provider failed to process the request (an internal error, logged by the provider)");
        } else {
            fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
            if (fault.getCause() instanceof RefusedRequest refused) {
                fault.setMessage(refused.getMessage());
            } else {
                unreadableValue(fault).ifPresent(fault::setMessage);
            }
            addDetail(fault, reason(fault, message));
        }
        fault.setMessage(truncate(fault.getMessage()));
        Element typed = typedDetail(fault.getOrCreateDetail());
        Element text = typed == null ? null : child(typed, "message");
        if (text != null) {
            text.setTextContent(truncate(text.getTextContent()));
        }
    }

    /**
     * For a request CXF could not read because a value does not convert to its Java type (an attribute
     * {@code min="1e308"} of an {@code int}, which JAXB reports without a position, unlike an element's
     * value; see {@link ValueConversionHandler}): a sentence naming the value instead of the Java text.
     */
    private static java.util.Optional<String> unreadableValue(Fault fault) {
        for (Throwable cause = fault.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof NumberFormatException || cause instanceof ArithmeticException) {
                java.util.regex.Matcher value = JAVA_NUMBER_TEXT.matcher(String.valueOf(cause.getMessage()));
                return java.util.Optional.of(UNREADABLE + (value.matches()
                        ? ": the value '" + value.group(1) + "' is not a number of the type its element or attribute requires"
                        : ": a value is not a number of the type its element or attribute requires (too large, or not an integer)"));
            }
        }
        return java.util.Optional.empty();
    }

    private FaultReason reason(Fault fault, Message message) {
        if (fault.getCause() instanceof RefusedRequest refused) {
            return refused.reason();
        }
        if (fault.getMessage() != null && (fault.getMessage().startsWith("Unmarshalling Error")
                || fault.getMessage().startsWith(UNREADABLE)) && carriesAnOffer(message)) {
            return FaultReason.INVALID_OFFER;
        }
        return FaultReason.INVALID_REQUEST;
    }

    /** Whether the request's operation (when CXF identified it, else any of the port's) carries an offer. */
    private boolean carriesAnOffer(Message message) {
        BindingOperationInfo operation = message.getExchange().getBindingOperationInfo();
        return operation == null ? takesOffers(endpointName)
                : OFFER_OPERATIONS.contains(operation.getName().getLocalPart());
    }

    private void addDetail(Fault fault, FaultReason reason) {
        Element detail = fault.getOrCreateDetail();
        Document document = detail.getOwnerDocument();
        Element wsdlFault = document.createElementNS(SERVICE_NAMESPACE, faultElement(endpointName));
        Element code = document.createElementNS(SERVICE_NAMESPACE, "reasonCode");
        code.setTextContent(reason.code());
        Element text = document.createElementNS(SERVICE_NAMESPACE, "message");
        text.setTextContent(fault.getMessage());
        wsdlFault.appendChild(code);
        wsdlFault.appendChild(text);
        detail.appendChild(wsdlFault);
    }

    /** The WSDL fault of a port for a request refused before it reached the endpoint. */
    static String faultElement(String endpointName) {
        return switch (endpointName) {
            case "NegotiationFactory", "Negotiation" -> "NegotiationFault";
            case "Agreement", "AgreementState" -> "ResourceUnknownFault";
            default -> "AgreementFactoryFault";
        };
    }

    private static boolean takesOffers(String endpointName) {
        return switch (endpointName) {
            case "AgreementFactory", "NegotiationFactory", "Negotiation" -> true;
            default -> false;
        };
    }

    /** The detail's Accord fault element (one with a reasonCode), if any. */
    private static Element typedDetail(Element detail) {
        for (Node node = detail.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && child(element, "reasonCode") != null) {
                return element;
            }
        }
        return null;
    }

    private static Element child(Element parent, String localName) {
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && localName.equals(element.getLocalName())) {
                return element;
            }
        }
        return null;
    }

    /**
     * {@code text} with every run of more than {@value #MAX_ECHO} non-blank characters cut to its first
     * {@value #MAX_ECHO} and a marker, and the whole cut at {@value #MAX_TEXT} characters.
     */
    static String truncate(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_TEXT + 64));
        int i = 0;
        while (i < text.length() && out.length() < MAX_TEXT) {
            int end = i;
            while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            if (end - i > MAX_ECHO) {
                out.append(text, i, i + MAX_ECHO).append("...[").append(end - i).append(" characters, cut]");
            } else {
                out.append(text, i, end);
            }
            i = end;
            while (i < text.length() && Character.isWhitespace(text.charAt(i)) && out.length() < MAX_TEXT) {
                out.append(text.charAt(i++));
            }
        }
        if (i < text.length()) {
            out.append("...[").append(text.length() - i).append(" more characters, cut]");
        }
        return xmlSafe(out);
    }

    /**
     * The text with every character XML 1.0 cannot carry (control characters other than tab and line ends, a
     * lone surrogate, U+FFFE, U+FFFF) replaced by U+FFFD: a fault echoing one (a caller's byte flipped into
     * U+0008) could not be written, and the caller got no answer at all (issue #34's fuzz).
     */
    private static String xmlSafe(CharSequence text) {
        StringBuilder safe = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                safe.append(c).append(text.charAt(++i));
            } else if (c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c < 0xD800 || c >= 0xE000 && c < 0xFFFE) {
                safe.append(c);
            } else {
                safe.append('\uFFFD');
            }
        }
        return safe.toString();
    }

    /**
     * CXF's fault listener ({@code org.apache.cxf.logging.FaultListener}, an endpoint property): turns off
     * CXF's default logging of faults, which {@link FaultHygiene} does instead.
     */
    static final class Quiet implements FaultListener {

        @Override
        public boolean faultOccurred(Exception exception, String description, Message message) {
            return false;
        }
    }

    /** Marks, on the exchange, that the request reached its endpoint: a later untyped fault is the provider's. */
    static final class Invoked extends AbstractPhaseInterceptor<Message> {

        Invoked() {
            super(Phase.PRE_INVOKE);
        }

        /**
         * Marks the request invoked, unless its Body named no operation (an empty {@code soap:Body}): CXF would
         * then fail inside the invoker ("Invocation without a binding operation") with a server fault; that is the
         * caller's error, refused as INVALID_REQUEST.
         */
        @Override
        public void handleMessage(Message message) {
            if (message.getExchange().getBindingOperationInfo() == null) {
                Fault fault = new Fault(new RefusedRequest(FaultReason.INVALID_REQUEST,
                        "the SOAP Body holds no operation element"));
                fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
                throw fault;
            }
            message.getExchange().put(INVOKED, Boolean.TRUE);
        }
    }
}
