package org.accord.provider.endpoint;

import java.util.List;

import jakarta.jws.WebService;

import org.accord.provider.agreement.AgreementReceipt;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.template.TemplatePublisher;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;

/** WS-Agreement's AgreementFactory port: templates, createAgreement, createPendingAgreement. */
@WebService(serviceName = "AgreementFactoryService", portName = "AgreementFactoryPort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.AgreementFactory")
public class AgreementFactoryEndpoint implements AgreementFactory {

    /** The name it is published under: {@code /services/AgreementFactory}. */
    public static final String NAME = "AgreementFactory";

    private final AgreementService service;
    private final OfferIntake intake;
    private final TemplatePublisher templates;

    public AgreementFactoryEndpoint(AgreementService service, OfferIntake intake, TemplatePublisher templates) {
        this.service = service;
        this.intake = intake;
        this.templates = templates;
    }

    @Override
    public List<AgreementTemplateType> getTemplates() throws AccessDeniedFault {
        return templates.documents();
    }

    @Override
    public CreatedAgreement createAgreement(AgreementType offer) throws AgreementFactoryFault, AccessDeniedFault {
        return FaultMapping.factory(() -> created(service.create(Caller.name(), received(offer))));
    }

    @Override
    public CreatedAgreement createPendingAgreement(AgreementType offer) throws AgreementFactoryFault, AccessDeniedFault {
        return FaultMapping.factory(() -> created(service.createPending(Caller.name(), received(offer))));
    }

    /** The offer through intake, as the authenticated caller (if any) initiates it. */
    private CheckedOffer received(AgreementType offer) {
        return intake.receive(offer, Caller.authenticated());
    }

    private static CreatedAgreement created(AgreementReceipt receipt) {
        CreatedAgreement created = new CreatedAgreement();
        created.setAgreementId(receipt.agreementId());
        created.setAddress(Caller.sibling(AgreementEndpoint.NAME));
        created.setState(AgreementStateDefinition.fromValue(receipt.state().wsagName()));
        return created;
    }
}
