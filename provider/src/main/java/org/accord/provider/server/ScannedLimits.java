package org.accord.provider.server;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.provider.config.ElementLimits;
import org.accord.term.TermLimits;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Refuses a request before any XML is parsed, in passes over its bytes buffered once here (after
 * {@link MessageSizeLimit} bounded them):
 * <ul>
 *   <li>more function terms than {@link TermLimits#functionTerms()}: the start tags whose local name is
 *       {@code Function} (Accord's {@code accord:Function}; no other schema of the WSDL has an element of that
 *       name) are counted up to the first one over the limit. Schema validation and reading the offer would
 *       otherwise cost a core hundreds of milliseconds for a 15,000-term offer of under 1 MB, to be refused after
 *       all by {@link org.accord.provider.agreement.OfferIntake}, which checks the same limit on the offer it
 *       reads, with the full count;</li>
 *   <li>more repeated elements than {@link ElementLimits} allows: a request of 20,000 variables under the size
 *       limit would otherwise be parsed, compiled and stored, at seconds of CPU and a gigabyte of heap.</li>
 * </ul>
 * Either fault is a soap:Client fault with reason code LIMIT_EXCEEDED naming the limit's setting
 * ({@link FaultHygiene} makes the endpoint's WSDL fault of it).
 */
final class ScannedLimits extends AbstractPhaseInterceptor<Message> {

    private static final byte[] FUNCTION = "Function".getBytes(StandardCharsets.US_ASCII);

    private final int maxTerms;
    private final ElementLimits elementLimits;

    ScannedLimits(int maxTerms, ElementLimits elementLimits) {
        super(Phase.RECEIVE);
        addAfter(MessageSizeLimit.class.getName());
        this.maxTerms = maxTerms;
        this.elementLimits = elementLimits;
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
            Optional<String> over = elementLimits.firstOver(body);
            if (over.isPresent()) {
                throw refused(over.get());
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
        return refused("the request declares more than " + maxTerms + " function terms; the limit "
                + TermLimits.FUNCTION_TERMS + " is " + maxTerms);
    }

    private static Fault refused(String reason) {
        Fault fault = new Fault(new RefusedRequest(FaultReason.LIMIT_EXCEEDED, reason));
        fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
        return fault;
    }
}
