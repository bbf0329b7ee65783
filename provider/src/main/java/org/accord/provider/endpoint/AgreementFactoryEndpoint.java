package org.accord.provider.endpoint;

import java.util.List;

import jakarta.jws.WebService;

import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.WsagToDomain;
import org.accord.agreement.FaultReason;
import org.accord.offer.AgreementOffer;
import org.accord.provider.agreement.FaultException;
import org.accord.provider.agreement.AgreementReceipt;
import org.accord.provider.agreement.AgreementService;
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
    private final Documents documents;

    public AgreementFactoryEndpoint(AgreementService service, Documents documents) {
        this.service = service;
        this.documents = documents;
    }

    @Override
    public List<AgreementTemplateType> getTemplates() throws AccessDeniedFault {
        return service.templates().stream().map(DomainToWsag::template).toList();
    }

    @Override
    public CreatedAgreement createAgreement(AgreementType offer) throws AgreementFactoryFault, AccessDeniedFault {
        return FaultMapping.factory(() -> created(service.create(Caller.name(), model(offer), xml(offer))));
    }

    @Override
    public CreatedAgreement createPendingAgreement(AgreementType offer) throws AgreementFactoryFault, AccessDeniedFault {
        return FaultMapping.factory(() -> created(service.createPending(Caller.name(), model(offer), xml(offer))));
    }

    /** The offer's model; an offer the mapper cannot read (validation off) is an INVALID_OFFER. */
    private static AgreementOffer model(AgreementType offer) {
        try {
            return WsagToDomain.offer(offer);
        } catch (RuntimeException e) {
            throw new FaultException(FaultReason.INVALID_OFFER, "the offer cannot be read: " + e.getMessage());
        }
    }

    private String xml(AgreementType offer) {
        return documents.toXml(DocumentKind.AGREEMENT_OFFER, offer);
    }

    private static CreatedAgreement created(AgreementReceipt receipt) {
        CreatedAgreement created = new CreatedAgreement();
        created.setAgreementId(receipt.agreementId());
        created.setAddress(Caller.sibling(AgreementEndpoint.NAME));
        created.setState(AgreementStateDefinition.fromValue(receipt.state().wsagName()));
        return created;
    }
}
