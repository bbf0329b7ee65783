package org.accord.provider.endpoint;

import jakarta.jws.WebService;
import jakarta.xml.ws.Holder;

import org.accord.provider.negotiation.NegotiationService;
import org.accord.schema.negotiation.NegotiationContextType;
import org.accord.schema.negotiation.NegotiationTypeType;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.service.NegotiationFault;

/** WS-Agreement Negotiation's NegotiationFactory port: initiateNegotiation. */
@WebService(serviceName = "NegotiationFactoryService", portName = "NegotiationFactoryPort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.NegotiationFactory")
public class NegotiationFactoryEndpoint implements NegotiationFactory {

    /** The name it is published under: {@code /services/NegotiationFactory}. */
    public static final String NAME = "NegotiationFactory";

    private final NegotiationService negotiations;

    public NegotiationFactoryEndpoint(NegotiationService negotiations) {
        this.negotiations = negotiations;
    }

    @Override
    public void initiateNegotiation(NegotiationContextType context, Holder<String> negotiationId, Holder<String> address)
            throws NegotiationFault, AccessDeniedFault {
        negotiationId.value = FaultMapping.negotiationFactory(() -> negotiations.initiate(Caller.name(),
                context.getNegotiationType() == NegotiationTypeType.RENEGOTIATION,
                java.util.Optional.ofNullable(context.getTemplateId()),
                java.util.Optional.ofNullable(context.getExpirationTime())));
        address.value = Caller.sibling(NegotiationEndpoint.NAME);
    }
}
