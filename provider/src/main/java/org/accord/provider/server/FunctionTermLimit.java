package org.accord.provider.server;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.accord.agreement.FaultReason;
import org.accord.term.TermLimits;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Refuses a request declaring more function terms than {@link TermLimits#functionTerms()} before any XML is
 * parsed: one pass over the request bytes (buffered by {@link MessageSizeLimit}) counts the start tags
 * whose local name is {@code Function} (Accord's {@code accord:Function}; no other schema of the WSDL has
 * an element of that name), and stops at the first one over the limit. Schema validation and reading the
 * offer would otherwise cost a core hundreds of milliseconds for a 15,000-term offer of under 1 MB, to be
 * refused after all by {@link org.accord.provider.agreement.OfferIntake}, which checks the same limit on
 * the offer it reads, with the full count. The fault is a soap:Client fault whose detail ({@link FaultHygiene})
 * is the WSDL's fault of the endpoint with reason code LIMIT_EXCEEDED.
 */
final class FunctionTermLimit extends AbstractPhaseInterceptor<Message> {

    private static final byte[] FUNCTION = "Function".getBytes(StandardCharsets.US_ASCII);

    private final int maxTerms;

    FunctionTermLimit(int maxTerms) {
        super(Phase.RECEIVE);
        addAfter(MessageSizeLimit.class.getName());
        this.maxTerms = maxTerms;
    }

    @Override
    public void handleMessage(Message message) {
        InputStream in = message.getContent(InputStream.class);
        if (in == null || "GET".equals(message.get(Message.HTTP_REQUEST_METHOD))) {
            return;
        }
        try {
            byte[] body = in.readAllBytes();
            message.setContent(InputStream.class, new ByteArrayInputStream(body));
            if (countsMoreThan(body, maxTerms)) {
                throw tooMany();
            }
        } catch (IOException e) {
            throw new Fault(e);
        }
    }

    /** Whether {@code xml} has more than {@code max} start tags named {@code Function}, any prefix. */
    static boolean countsMoreThan(byte[] xml, int max) {
        int count = 0;
        for (int i = 0; i < xml.length; i++) {
            if (xml[i] == '<' && isFunctionTag(xml, i + 1) && ++count > max) {
                return true;
            }
        }
        return false;
    }

    /** Whether the tag name starting at {@code from} is {@code Function} or {@code prefix:Function}. */
    private static boolean isFunctionTag(byte[] xml, int from) {
        int end = from;
        int local = from;
        while (end < xml.length && isNameByte(xml[end])) {
            if (xml[end] == ':') {
                local = end + 1;
            }
            end++;
        }
        if (end - local != FUNCTION.length) {
            return false;
        }
        for (int k = 0; k < FUNCTION.length; k++) {
            if (xml[local + k] != FUNCTION[k]) {
                return false;
            }
        }
        return true;
    }

    private static boolean isNameByte(byte b) {
        return b != '>' && b != '/' && b != ' ' && b != '\t' && b != '\n' && b != '\r' && b != '<';
    }

    private Fault tooMany() {
        Fault fault = new Fault(new RefusedRequest(FaultReason.LIMIT_EXCEEDED, "the request declares more than "
                + maxTerms + " function terms; the limit " + TermLimits.FUNCTION_TERMS + " is " + maxTerms));
        fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        return fault;
    }
}
