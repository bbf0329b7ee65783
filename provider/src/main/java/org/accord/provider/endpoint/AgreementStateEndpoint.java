package org.accord.provider.endpoint;

import java.util.List;

import jakarta.jws.WebService;
import jakarta.xml.ws.Holder;

import org.accord.agreement.AgreementStatus;
import org.accord.document.AgreementStateXml;
import org.accord.provider.agreement.AgreementService;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;

/** WS-Agreement's AgreementState port: agreement, service-term and guarantee-term states. */
@WebService(serviceName = "AgreementStateService", portName = "AgreementStatePort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.AgreementState")
public class AgreementStateEndpoint implements AgreementState {

    /** The name it is published under: {@code /services/AgreementState}. */
    public static final String NAME = "AgreementState";

    private final AgreementService service;

    public AgreementStateEndpoint(AgreementService service) {
        this.service = service;
    }

    @Override
    public void getAgreementState(String agreementId, Holder<AgreementStateType> agreementState,
            Holder<List<ServiceTermStateType>> serviceTermState, Holder<List<GuaranteeTermStateType>> guaranteeTermState)
            throws AccessDeniedFault, ResourceUnknownFault {
        AgreementStatus status = FaultMapping.agreement(() -> service.status(Caller.name(), agreementId));
        agreementState.value = AgreementStateXml.agreementState(status);
        serviceTermState.value = AgreementStateXml.serviceTermStates(status);
        guaranteeTermState.value = AgreementStateXml.guaranteeTermStates(status);
    }
}
