package org.accord.provider.endpoint;

import java.util.List;

import jakarta.jws.WebService;

import org.accord.document.DomainToWsag;
import org.accord.document.WsagToDomain;
import org.accord.provider.negotiation.NegotiationService;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFault;
import org.accord.schema.service.ResourceUnknownFault;

/** WS-Agreement Negotiation's Negotiation port: negotiate (offers in, counter-offers out) and terminateNegotiation. */
@WebService(serviceName = "NegotiationService", portName = "NegotiationPort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.Negotiation")
public class NegotiationEndpoint implements Negotiation {

    /** The name it is published under: {@code /services/Negotiation}. */
    public static final String NAME = "Negotiation";

    private final NegotiationService negotiations;

    public NegotiationEndpoint(NegotiationService negotiations) {
        this.negotiations = negotiations;
    }

    @Override
    public List<NegotiationOfferType> negotiate(String negotiationId, List<NegotiationOfferType> offers)
            throws NegotiationFault, AccessDeniedFault, ResourceUnknownFault {
        return FaultMapping.negotiation(() -> negotiations.negotiate(Caller.name(), negotiationId,
                offers.stream().map(WsagToDomain::negotiationOffer).toList())
                .stream().map(DomainToWsag::negotiationOffer).toList());
    }

    @Override
    public void terminateNegotiation(String negotiationId) throws AccessDeniedFault, ResourceUnknownFault {
        FaultMapping.negotiationResource(() -> {
            negotiations.terminate(Caller.name(), negotiationId);
            return null;
        });
    }
}
