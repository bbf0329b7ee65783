package org.accord.consumer.client;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import jakarta.xml.ws.Holder;

import org.accord.agreement.AgreementRole;
import org.accord.document.DomainToWsag;
import org.accord.document.WsagToDomain;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.schema.negotiation.NegotiationContextType;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.negotiation.NegotiationTypeType;
import org.accord.template.CreationConstraints;

/**
 * One negotiation (GFD.193) of a single round: initiate a negotiation for the offer's template, send the
 * offer as an ADVISORY negotiation offer answering the template (its {@code CounterOfferTo} is the
 * template id), collect the counter-offers, terminate the negotiation.
 *
 * <p>Choice: terminating is best effort. Once the counter-offers are in hand, a failed terminate (the
 * provider may already have closed the negotiation) is not worth losing them; the provider expires
 * negotiations it no longer hears about. Negotiation calls are never retried: they are not idempotent.
 */
final class NegotiationRound {

    private final ServicePorts ports;

    NegotiationRound(ServicePorts ports) {
        this.ports = ports;
    }

    CounterOffers run(AgreementOffer offer) {
        String templateId = offer.templateId().orElseThrow(() -> new OfferTermException(
                "an offer to negotiate must name its template"));
        String negotiationId = initiate(templateId, offer);
        try {
            NegotiationOffer sent = new NegotiationOffer("offer-" + UUID.randomUUID(), templateId,
                    AgreementRole.AGREEMENT_INITIATOR, OfferState.ADVISORY, Optional.empty(), offer.name(),
                    offer.context(), offer.terms(), CreationConstraints.none());
            List<NegotiationOfferType> answers = FaultTranslation.call(endpoint("Negotiation"),
                    () -> ports.negotiation().negotiate(negotiationId, List.of(DomainToWsag.negotiationOffer(sent))));
            return new CounterOffers(negotiationId, sent, answers.stream().map(WsagToDomain::negotiationOffer).toList());
        } finally {
            terminateQuietly(negotiationId);
        }
    }

    private String initiate(String templateId, AgreementOffer offer) {
        NegotiationContextType context = new NegotiationContextType();
        context.setNegotiationType(NegotiationTypeType.NEGOTIATION);
        context.setTemplateId(templateId);
        context.setAgreementFactory(endpoint("AgreementFactory"));
        context.setAgreementInitiator(DomainToWsag.context(offer.context()).getAgreementInitiator());
        Holder<String> id = new Holder<>();
        Holder<String> address = new Holder<>();
        FaultTranslation.call(endpoint("NegotiationFactory"), () -> {
            ports.negotiationFactory().initiateNegotiation(context, id, address);
            return id;
        });
        return id.value;
    }

    private void terminateQuietly(String negotiationId) {
        try {
            FaultTranslation.call(endpoint("Negotiation"), () -> {
                ports.negotiation().terminate(negotiationId);
                return negotiationId;
            });
        } catch (AccordClientException ignored) {
            // best effort, see the class description
        }
    }

    private String endpoint(String name) {
        return ports.settings().endpoint(name);
    }
}
