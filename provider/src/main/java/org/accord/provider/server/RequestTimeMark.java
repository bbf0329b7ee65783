package org.accord.provider.server;

import org.accord.provider.agreement.RequestArrival;
import org.accord.provider.security.BasicAuthInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;

/**
 * Marks when a request arrived ({@link RequestArrival}), first of all the protections, so that the service can
 * hold creates to {@code limits.request.millis}; {@link Done} clears the mark when the answer or fault leaves.
 */
final class RequestTimeMark extends AbstractPhaseInterceptor<Message> {

    RequestTimeMark() {
        super(Phase.RECEIVE);
        addBefore(BasicAuthInterceptor.class.getName());
        addBefore(MessageSizeLimit.class.getName());
    }

    @Override
    public void handleMessage(Message message) {
        RequestArrival.mark();
    }

    /** Clears the mark, on the answer's and on the fault's way out. */
    static final class Done extends AbstractPhaseInterceptor<Message> {

        Done() {
            super(Phase.PREPARE_SEND);
        }

        @Override
        public void handleMessage(Message message) {
            RequestArrival.clear();
        }
    }
}
