package org.accord.provider.endpoint;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import jakarta.jws.WebService;

import org.accord.document.Documents;
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
    private final Documents documents;

    /** Over {@code service}, reading the stored agreement documents with {@code documents}. */
    public AgreementEndpoint(AgreementService service, Documents documents) {
        this.service = service;
        this.documents = documents;
    }

    @Override
    public AgreementType getAgreement(String agreementId) throws AccessDeniedFault, ResourceUnknownFault {
        return FaultMapping.agreement(() -> asWritten(agreementId, service.documentText(Caller.name(), false, agreementId)));
    }

    /** The agreement document as stored, foreign content included, as a JAXB object. */
    private AgreementType asWritten(String agreementId, String document) {
        return documents.readAgreement(new ByteArrayInputStream(document.getBytes(StandardCharsets.UTF_8)), agreementId)
                .xml(AgreementType.class);
    }

    @Override
    public AgreementStateDefinition terminate(String agreementId, String reason)
            throws AccessDeniedFault, ResourceUnknownFault {
        return FaultMapping.agreement(() -> AgreementStateDefinition.fromValue(
                service.terminate(Caller.name(), agreementId, reason == null ? "" : reason).wsagName()));
    }
}
