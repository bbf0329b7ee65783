package org.accord.provider.endpoint;

import java.util.function.Supplier;

import org.accord.agreement.FaultReason;
import org.accord.provider.fault.FaultException;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.FaultDetail;
import org.accord.schema.service.NegotiationFault;
import org.accord.schema.service.ResourceUnknownFault;

/**
 * The one place where the core's {@link FaultException} becomes a WSDL fault: the reason's own fault
 * ({@link FaultReason#fault()}) when the operation declares it, else the operation's main fault; the
 * FaultDetail always carries the reason code and the core's message. Other exceptions are left to CXF,
 * which answers with a plain SOAP server fault.
 */
final class FaultMapping {

    private FaultMapping() {}

    /** For AgreementFactory operations. */
    static <T> T factory(Supplier<T> call) throws AgreementFactoryFault, AccessDeniedFault {
        try {
            return call.get();
        } catch (FaultException e) {
            if (e.reason().fault() == FaultReason.Fault.ACCESS_DENIED) {
                throw accessDenied(e);
            }
            throw new AgreementFactoryFault(e.getMessage(), detail(e), e);
        }
    }

    /** For Agreement and AgreementState operations. */
    static <T> T agreement(Supplier<T> call) throws AccessDeniedFault, ResourceUnknownFault {
        try {
            return call.get();
        } catch (FaultException e) {
            if (e.reason().fault() == FaultReason.Fault.ACCESS_DENIED) {
                throw accessDenied(e);
            }
            throw new ResourceUnknownFault(e.getMessage(), detail(e), e);
        }
    }

    /** For NegotiationFactory operations. */
    static <T> T negotiationFactory(Supplier<T> call) throws NegotiationFault, AccessDeniedFault {
        try {
            return call.get();
        } catch (FaultException e) {
            if (e.reason().fault() == FaultReason.Fault.ACCESS_DENIED) {
                throw accessDenied(e);
            }
            throw new NegotiationFault(e.getMessage(), detail(e), e);
        }
    }

    /** For Negotiation operations. */
    static <T> T negotiation(Supplier<T> call) throws NegotiationFault, AccessDeniedFault, ResourceUnknownFault {
        try {
            return call.get();
        } catch (FaultException e) {
            switch (e.reason().fault()) {
                case ACCESS_DENIED -> throw accessDenied(e);
                case RESOURCE_UNKNOWN -> throw new ResourceUnknownFault(e.getMessage(), detail(e), e);
                default -> throw new NegotiationFault(e.getMessage(), detail(e), e);
            }
        }
    }

    /**
     * For PendingAgreements accept and reject: an unknown agreement is a ResourceUnknownFault, everything
     * else (INVALID_STATE for an agreement no longer Pending) an AgreementFactoryFault.
     */
    static <T> T pending(Supplier<T> call) throws AgreementFactoryFault, AccessDeniedFault, ResourceUnknownFault {
        try {
            return call.get();
        } catch (FaultException e) {
            switch (e.reason().fault()) {
                case ACCESS_DENIED -> throw accessDenied(e);
                case RESOURCE_UNKNOWN -> throw new ResourceUnknownFault(e.getMessage(), detail(e), e);
                default -> throw new AgreementFactoryFault(e.getMessage(), detail(e), e);
            }
        }
    }

    /** For operations that declare AccessDeniedFault only (e.g. PendingAgreements listPending). */
    static <T> T access(Supplier<T> call) throws AccessDeniedFault {
        try {
            return call.get();
        } catch (FaultException e) {
            if (e.reason().fault() == FaultReason.Fault.ACCESS_DENIED) {
                throw accessDenied(e);
            }
            throw e;
        }
    }

    /** For negotiation terminate, which declares no NegotiationFault. */
    static <T> T negotiationResource(Supplier<T> call) throws AccessDeniedFault, ResourceUnknownFault {
        return agreement(call);
    }

    private static AccessDeniedFault accessDenied(FaultException e) {
        return new AccessDeniedFault(e.getMessage(), detail(e), e);
    }

    private static FaultDetail detail(FaultException e) {
        FaultDetail detail = new FaultDetail();
        detail.setReasonCode(e.reason().code());
        detail.setMessage(e.getMessage());
        return detail;
    }
}
