package org.accord.provider.endpoint;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import jakarta.jws.WebService;

import org.accord.agreement.FaultReason;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.fault.FaultException;
import org.accord.provider.security.Operators;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.PendingAgreements;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateDefinition;

/**
 * Accord's PendingAgreements port, for the provider's operator: the agreements made by
 * createPendingAgreement, and the decision on each (accept: admitted now, or Rejected with the scheduler's
 * reason; reject). Every call is refused with ACCESS_DENIED unless the caller is one of the
 * {@link Operators}.
 */
@WebService(serviceName = "PendingAgreementsService", portName = "PendingAgreementsPort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.PendingAgreements")
public class PendingAgreementsEndpoint implements PendingAgreements {

    /** The name it is published under: {@code /services/PendingAgreements}. */
    public static final String NAME = "PendingAgreements";

    private final AgreementService service;
    private final Operators operators;

    public PendingAgreementsEndpoint(AgreementService service, Operators operators) {
        this.service = service;
        this.operators = operators;
    }

    @Override
    public List<org.accord.schema.service.PendingAgreement> listPending() throws AccessDeniedFault {
        return FaultMapping.access(asOperator(() -> service.pending().stream().map(PendingAgreementsEndpoint::xml).toList()));
    }

    @Override
    public org.accord.schema.service.PendingDecision acceptPending(String agreementId)
            throws AgreementFactoryFault, AccessDeniedFault, ResourceUnknownFault {
        return FaultMapping.pending(asOperator(() -> xml(service.acceptPending(agreementId))));
    }

    @Override
    public org.accord.schema.service.PendingDecision rejectPending(String agreementId, String reason)
            throws AgreementFactoryFault, AccessDeniedFault, ResourceUnknownFault {
        Optional<String> given = Optional.ofNullable(reason).filter(r -> !r.isBlank());
        return FaultMapping.pending(asOperator(() -> xml(service.rejectPending(agreementId, given))));
    }

    private <T> Supplier<T> asOperator(Supplier<T> call) {
        return () -> {
            String caller = Caller.name();
            if (!operators.permits(caller)) {
                throw new FaultException(FaultReason.ACCESS_DENIED, "user '" + caller
                        + "' may not manage pending agreements: only the users named in security.operators may");
            }
            return call.get();
        };
    }

    private static org.accord.schema.service.PendingAgreement xml(PendingAgreement pending) {
        org.accord.schema.service.PendingAgreement xml = new org.accord.schema.service.PendingAgreement();
        xml.setAgreementId(pending.agreementId());
        xml.setInitiator(pending.initiator());
        xml.setTemplateId(pending.templateId());
        xml.setCreated(pending.created());
        return xml;
    }

    private static org.accord.schema.service.PendingDecision xml(PendingDecision decision) {
        org.accord.schema.service.PendingDecision xml = new org.accord.schema.service.PendingDecision();
        xml.setAgreementId(decision.agreementId());
        xml.setState(AgreementStateDefinition.fromValue(decision.state().wsagName()));
        decision.reason().ifPresent(xml::setReason);
        return xml;
    }
}
