package org.accord.consumer.client;

import org.accord.agreement.FaultReason;

/** The agreement or negotiation id is unknown to the provider (WSDL ResourceUnknownFault). */
public final class UnknownResourceException extends ProviderFaultException {

    private static final long serialVersionUID = 1L;

    public UnknownResourceException(FaultReason reason, String code, String detail) {
        super(reason, code, detail);
    }
}
