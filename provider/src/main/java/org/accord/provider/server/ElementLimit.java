package org.accord.provider.server;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.provider.config.ElementLimits;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Refuses a SOAP request with more repeated elements than {@link ElementLimits} allows before any XML is parsed,
 * in one pass over the request bytes (buffered by {@link MessageSizeLimit}, after {@link FunctionTermLimit}). A
 * request of 20,000 variables under the size limit would otherwise be parsed, compiled and stored, at seconds of
 * CPU and a gigabyte of heap. The fault is a soap:Client fault with reason code LIMIT_EXCEEDED naming the
 * limit's setting ({@link FaultHygiene} makes the endpoint's WSDL fault of it).
 */
final class ElementLimit extends AbstractPhaseInterceptor<Message> {

    private final ElementLimits limits;

    ElementLimit(ElementLimits limits) {
        super(Phase.RECEIVE);
        addAfter(FunctionTermLimit.class.getName());
        this.limits = limits;
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
            Optional<String> over = limits.firstOver(body);
            if (over.isPresent()) {
                Fault fault = new Fault(new RefusedRequest(FaultReason.LIMIT_EXCEEDED, over.get()));
                fault.setFaultCode(Fault.FAULT_CODE_CLIENT);
                throw fault;
            }
        } catch (IOException e) {
            throw new Fault(e);
        }
    }
}
