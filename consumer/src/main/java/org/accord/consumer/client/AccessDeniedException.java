package org.accord.consumer.client;

import org.accord.agreement.FaultReason;

/**
 * The provider refused the caller (WSDL AccessDeniedFault, or HTTP 401/403 before any SOAP processing):
 * missing or wrong credentials, or an agreement that belongs to another user.
 */
public final class AccessDeniedException extends ProviderFaultException {

    private static final long serialVersionUID = 1L;

    public AccessDeniedException(String code, String detail) {
        super(FaultReason.ACCESS_DENIED, code, detail);
    }
}
