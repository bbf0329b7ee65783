package org.accord.consumer.client;

import org.accord.agreement.FaultReason;

/** A negotiation operation the provider does not allow now (WSDL NegotiationFault). */
public final class NegotiationFaultException extends ProviderFaultException {

    private static final long serialVersionUID = 1L;

    public NegotiationFaultException(FaultReason reason, String code, String detail) {
        super(reason, code, detail);
    }
}
