package org.accord.consumer.client;

import java.util.List;
import java.util.Optional;

import jakarta.annotation.Resource;
import jakarta.jws.WebService;
import jakarta.xml.ws.WebServiceContext;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.PendingAgreement;
import org.accord.schema.service.PendingDecision;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateDefinition;

/**
 * The PendingAgreements port of {@link InMemoryProvider}: every authorized caller is its operator; an
 * agreement that is not Pending is refused with INVALID_STATE in an AgreementFactoryFault, as Accord's
 * provider does.
 */
@WebService(endpointInterface = "org.accord.schema.service.PendingAgreements", serviceName = "PendingAgreementsService",
        portName = "PendingAgreementsPort", targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl")
final class InMemoryPendingPort implements org.accord.schema.service.PendingAgreements {

    private final InMemoryPorts ports;
    private final InMemoryProvider provider;

    @Resource
    private WebServiceContext context;

    InMemoryPendingPort(InMemoryPorts ports, InMemoryProvider provider) {
        this.ports = ports;
        this.provider = provider;
    }

    @Override
    public List<PendingAgreement> listPending() throws AccessDeniedFault {
        ports.authorize(context);
        synchronized (provider.waiting) {
            return provider.waiting.entrySet().stream().map(e -> {
                PendingAgreement xml = new PendingAgreement();
                xml.setAgreementId(e.getKey());
                xml.setInitiator(e.getValue().initiator());
                xml.setTemplateId(e.getValue().templateId());
                xml.setCreated(e.getValue().created());
                return xml;
            }).toList();
        }
    }

    @Override
    public PendingDecision acceptPending(String agreementId)
            throws AgreementFactoryFault, AccessDeniedFault, ResourceUnknownFault {
        ports.authorize(context);
        synchronized (provider) {
            requirePending(agreementId);
            Optional<String> refusal = provider.accept(agreementId);
            return decision(agreementId, refusal.isEmpty() ? AgreementState.OBSERVED : AgreementState.REJECTED, refusal);
        }
    }

    @Override
    public PendingDecision rejectPending(String agreementId, String reason)
            throws AgreementFactoryFault, AccessDeniedFault, ResourceUnknownFault {
        ports.authorize(context);
        synchronized (provider) {
            requirePending(agreementId);
            provider.reject(agreementId);
            return decision(agreementId, AgreementState.REJECTED, Optional.ofNullable(reason));
        }
    }

    private void requirePending(String agreementId) throws ResourceUnknownFault, AgreementFactoryFault {
        AgreementState state = ports.stored(agreementId).state();
        if (state != AgreementState.PENDING) {
            throw InMemoryPorts.factoryFault(FaultReason.INVALID_STATE,
                    "agreement '" + agreementId + "' is " + state.wsagName() + ", not Pending");
        }
    }

    private static PendingDecision decision(String agreementId, AgreementState state, Optional<String> reason) {
        PendingDecision xml = new PendingDecision();
        xml.setAgreementId(agreementId);
        xml.setState(AgreementStateDefinition.fromValue(state.wsagName()));
        reason.ifPresent(xml::setReason);
        return xml;
    }
}
