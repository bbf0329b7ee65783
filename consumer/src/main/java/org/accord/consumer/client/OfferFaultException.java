package org.accord.consumer.client;

import org.accord.agreement.FaultReason;

/**
 * The provider refused an offer (WSDL AgreementFactoryFault): invalid, unknown template, creation
 * constraint broken, bad function term, or {@link FaultReason#REJECTED} when it cannot honour it.
 */
public class OfferFaultException extends ProviderFaultException {

    private static final long serialVersionUID = 1L;

    public OfferFaultException(FaultReason reason, String code, String detail) {
        super(reason, code, detail);
    }
}
