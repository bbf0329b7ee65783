package org.accord.provider.endpoint;

import jakarta.jws.WebService;

import org.accord.provider.agreement.AgreementService;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementType;

/** WS-Agreement's Agreement port: the agreement document and terminate. */
@WebService(serviceName = "AgreementService", portName = "AgreementPort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.Agreement")
public class AgreementEndpoint implements Agreement {

    /** The name it is published under: {@code /services/Agreement}. */
    public static final String NAME = "Agreement";

    private final AgreementService service;

    public AgreementEndpoint(AgreementService service) {
        this.service = service;
    }

    @Override
    public AgreementType getAgreement(String agreementId) throws AccessDeniedFault, ResourceUnknownFault {
        return FaultMapping.agreement(() -> service.agreementDocument(Caller.name(), agreementId).xml(AgreementType.class));
    }

    @Override
    public AgreementStateDefinition terminate(String agreementId, String reason)
            throws AccessDeniedFault, ResourceUnknownFault {
        return FaultMapping.agreement(() -> AgreementStateDefinition.fromValue(
                service.terminate(Caller.name(), agreementId, reason == null ? "" : reason).wsagName()));
    }
}
