package org.accord.provider.server;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import javax.xml.namespace.QName;

import jakarta.servlet.http.HttpServletRequest;
import org.accord.provider.security.BasicAuthInterceptor;
import org.accord.agreement.FaultReason;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.transport.http.AbstractHTTPDestination;

/**
 * Refuses requests larger than a limit with a SOAP Client fault saying so, before any XML is parsed. A
 * declared Content-Length over the limit is refused at once; otherwise (chunked requests) at most
 * limit + 1 bytes are read, and the request continues from that buffer when it fits.
 */
final class MessageSizeLimit extends AbstractPhaseInterceptor<Message> {

    private static final QName CLIENT = new QName("http://schemas.xmlsoap.org/soap/envelope/", "Client");

    private final int maxBytes;

    MessageSizeLimit(int maxBytes) {
        super(Phase.RECEIVE);
        addAfter(BasicAuthInterceptor.class.getName());
        this.maxBytes = maxBytes;
    }

    @Override
    public void handleMessage(Message message) {
        if ("GET".equals(message.get(Message.HTTP_REQUEST_METHOD))) {
            return;
        }
        HttpServletRequest request = (HttpServletRequest) message.get(AbstractHTTPDestination.HTTP_REQUEST);
        if (request != null && request.getContentLengthLong() > maxBytes) {
            throw tooLarge(request.getContentLengthLong() + " bytes");
        }
        InputStream in = message.getContent(InputStream.class);
        if (in == null) {
            return;
        }
        try {
            byte[] body = in.readNBytes(maxBytes + 1);
            if (body.length > maxBytes) {
                throw tooLarge("more than " + maxBytes + " bytes");
            }
            message.setContent(InputStream.class, new ByteArrayInputStream(body));
        } catch (IOException e) {
            throw new Fault(e);
        }
    }

    private Fault tooLarge(String size) {
        Fault fault = new Fault(new RefusedRequest(FaultReason.LIMIT_EXCEEDED, "request too large: " + size
                + " exceeds the maximum message size of " + maxBytes + " bytes (the limit message.max.bytes)"));
        fault.setFaultCode(CLIENT);
        return fault;
    }
}
