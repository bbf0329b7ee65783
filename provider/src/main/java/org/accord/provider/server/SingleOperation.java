package org.accord.provider.server;

import javax.xml.stream.Location;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.accord.agreement.FaultReason;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Refuses a SOAP request whose envelope goes on after its operation element: another element in the
 * {@code soap:Body} after it, a second {@code soap:Body}, or any element after the body (WS-I Basic Profile 1.1,
 * R1011: no element children of {@code soap:Envelope} follow {@code soap:Body}). CXF reads the first element of
 * the body and would silently ignore the rest, so a request carrying two operations did one of them. Runs once
 * the operation element is read ({@link Phase#POST_UNMARSHAL}), on the same stream reader, so it costs reading the
 * few events left of the envelope; the fault is a soap:Client fault with reason INVALID_REQUEST naming what came
 * after ({@link FaultHygiene}).
 */
final class SingleOperation extends AbstractPhaseInterceptor<Message> {

    private static final String SOAP_11 = "http://schemas.xmlsoap.org/soap/envelope/";
    private static final String SOAP_12 = "http://www.w3.org/2003/05/soap-envelope";
    private static final String BODY = "soap:Body";

    SingleOperation() {
        super(Phase.POST_UNMARSHAL);
    }

    @Override
    public void handleMessage(Message message) {
        XMLStreamReader reader = message.getContent(XMLStreamReader.class);
        if (reader == null) {
            return;
        }
        try {
            String after = "the operation element";
            while (true) {
                int event = reader.getEventType();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    throw refused(reader, isBody(reader) && after.equals(BODY) ? "a second soap:Body"
                            : "the element " + name(reader), after);
                }
                if (event == XMLStreamConstants.CHARACTERS && !reader.isWhiteSpace()) {
                    throw refused(reader, "text", after);
                }
                if (event == XMLStreamConstants.END_ELEMENT && isBody(reader)) {
                    after = BODY;
                }
                if (!reader.hasNext()) {
                    return;
                }
                reader.next();
            }
        } catch (XMLStreamException e) {
            throw refusedUnreadable(e);
        }
    }

    private static boolean isBody(XMLStreamReader reader) {
        return "Body".equals(reader.getLocalName()) && (SOAP_11.equals(reader.getNamespaceURI())
                || SOAP_12.equals(reader.getNamespaceURI()));
    }

    private static String name(XMLStreamReader reader) {
        String prefix = reader.getPrefix();
        return prefix == null || prefix.isEmpty() ? reader.getLocalName() : prefix + ":" + reader.getLocalName();
    }

    private static Fault refused(XMLStreamReader reader, String what, String after) {
        Location at = reader.getLocation();
        String where = at == null || at.getLineNumber() < 0 ? ""
                : " (line " + at.getLineNumber() + ", column " + at.getColumnNumber() + ")";
        return clientFault("the request carries " + what + where + " after " + after
                + "; a request is one soap:Body holding one operation element and nothing after it");
    }

    private static Fault refusedUnreadable(XMLStreamException e) {
        return clientFault("the request cannot be read after its operation element: "
                + (e.getLocation() == null ? "" : "line " + e.getLocation().getLineNumber() + ", column "
                        + e.getLocation().getColumnNumber() + ": ") + "the XML is not well-formed");
    }

    private static Fault clientFault(String text) {
        Fault fault = new Fault(new RefusedRequest(FaultReason.INVALID_REQUEST, text));
        fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        return fault;
    }
}
