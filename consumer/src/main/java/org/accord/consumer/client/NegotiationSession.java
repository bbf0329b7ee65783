package org.accord.consumer.client;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

import jakarta.xml.ws.Holder;

import org.accord.agreement.AgreementRole;
import org.accord.agreement.Context;
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
 * One negotiation (GFD.193) with a provider about one template, opened by
 * {@link AgreementClient#negotiation(String)}: each {@link #offer} sends an ADVISORY negotiation offer
 * and returns the provider's counter-offers; the first offer answers the template (its
 * {@code CounterOfferTo} is the template id), each later one the first counter-offer of the round before.
 * {@link #terminate()} ends it at the provider; {@link #close()} does so too unless already done.
 * Negotiation calls are never retried: they are not idempotent. Not thread-safe.
 */
public final class NegotiationSession implements AutoCloseable {

    private final ServicePorts ports;
    private final String templateId;
    private final String negotiationId;
    private String answering;
    private boolean terminated;

    private NegotiationSession(ServicePorts ports, String templateId, String negotiationId) {
        this.ports = ports;
        this.templateId = templateId;
        this.negotiationId = negotiationId;
        this.answering = templateId;
    }

    /** Initiates a negotiation about {@code templateId} for the initiator named in {@code context}. */
    static NegotiationSession initiate(ServicePorts ports, String templateId, Context context) {
        NegotiationContextType xml = new NegotiationContextType();
        xml.setNegotiationType(NegotiationTypeType.NEGOTIATION);
        xml.setTemplateId(templateId);
        xml.setAgreementFactory(ports.settings().endpoint("AgreementFactory"));
        xml.setAgreementInitiator(DomainToWsag.context(context).getAgreementInitiator());
        Holder<String> id = new Holder<>();
        Holder<String> address = new Holder<>();
        FaultTranslation.call(ports.settings().endpoint("NegotiationFactory"), () -> {
            ports.negotiationFactory().initiateNegotiation(xml, id, address);
            return id;
        });
        return new NegotiationSession(ports, templateId, id.value);
    }

    public String negotiationId() {
        return negotiationId;
    }

    public String templateId() {
        return templateId;
    }

    /**
     * Sends {@code offer} as the next negotiation offer; returns the provider's counter-offers.
     *
     * @throws ProviderFaultException when the provider refuses (e.g. INVALID_STATE once terminated)
     */
    public CounterOffers offer(AgreementOffer offer) {
        NegotiationOffer sent = new NegotiationOffer("offer-" + UUID.randomUUID(), answering,
                AgreementRole.AGREEMENT_INITIATOR, OfferState.ADVISORY, Optional.empty(), offer.name(),
                offer.context(), offer.terms(), CreationConstraints.none(), Optional.empty());
        List<NegotiationOfferType> answers = FaultTranslation.call(endpoint(),
                () -> ports.negotiation().negotiate(negotiationId, List.of(DomainToWsag.negotiationOffer(sent))));
        CounterOffers round = new CounterOffers(negotiationId, sent,
                answers.stream().map(WsagToDomain::negotiationOffer).toList());
        round.counterOffers().stream().findFirst().ifPresent(first -> answering = first.offerId());
        return round;
    }

    /** Ends the negotiation at the provider. */
    public void terminate() {
        FaultTranslation.call(endpoint(), () -> {
            ports.negotiation().terminateNegotiation(negotiationId);
            return negotiationId;
        });
        terminated = true;
    }

    /**
     * Terminates the negotiation unless that was done already. Choice: best effort; a failure here (the
     * provider may have closed or expired the negotiation itself) is not worth losing the counter-offers
     * already received, so it is not reported.
     */
    @Override
    public void close() {
        if (terminated) {
            return;
        }
        try {
            terminate();
        } catch (AccordClientException ignored) {
            terminated = true;
        }
    }

    private String endpoint() {
        return ports.settings().endpoint("Negotiation");
    }
}
