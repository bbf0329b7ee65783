package org.accord.provider.rest;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import com.fasterxml.jackson.databind.JsonNode;

import org.accord.agreement.AgreementRole;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.provider.fault.FaultException;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.negotiation.NegotiationService;
import org.accord.provider.security.CallerIdentity;
import org.accord.template.CreationConstraints;
import org.accord.template.Template;

/**
 * {@code /negotiations} (WS-Agreement Negotiation over JSON): start one from a template, send offers made
 * from template values and receive the provider's counter-offers with why, end it. The answers are the
 * SOAP Negotiation port's, from the same {@link NegotiationService}; an {@code Acceptable} counter-offer's
 * {@code values} can be sent as they are to {@code POST /agreements}.
 */
@Path("/negotiations")
public final class NegotiationsResource {

    private final NegotiationService negotiations;
    private final OfferIntake intake;

    NegotiationsResource(NegotiationService negotiations, OfferIntake intake) {
        this.negotiations = negotiations;
        this.intake = intake;
    }

    /** {@code POST /negotiations}: {@code {"template": ID}}. */
    record StartRequest(String template) {}

    /** A started negotiation: its id and template. */
    record Started(String negotiationId, String template) {}

    /**
     * {@code POST /negotiations/{id}/offers}: one offer, as a create's values over the negotiation's template
     * (or {@code template}), answering {@code counterOfferTo} (default: the template, as a first offer does).
     */
    record OfferRequest(String template, Map<String, JsonNode> values, String counterOfferTo) {}

    /** The provider's answer to one offer: its state ({@code Acceptable}, {@code Advisory}, {@code Rejected}), why, and its terms. */
    record CounterOffer(String offerId, String counterOfferTo, String state, String explanation,
            Map<String, Object> values, TermsBody terms) {

        static CounterOffer of(NegotiationOffer offer) {
            AgreementBodies.Alternative terms = AgreementBodies.Alternative.of("", offer.terms());
            return new CounterOffer(offer.offerId(), offer.counterOfferTo(), offer.state().wsagName(),
                    offer.explanation().orElse(null), terms.values(), terms.terms());
        }
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response start(byte[] body, @Context UriInfo uri) {
        StartRequest request = Json.read(body, StartRequest.class);
        if (request.template() == null) {
            throw Problems.invalidRequest("template is required: the id of a published template", "/template");
        }
        String id;
        try {
            id = negotiations.initiate(CallerIdentity.initiator(), false, Optional.of(request.template()));
        } catch (FaultException e) {
            throw new ProblemException(Problems.of(e).at("/template"));
        }
        return Response.created(uri.getAbsolutePathBuilder().path(id).build())
                .entity(new Started(id, request.template())).build();
    }

    @POST
    @Path("{id}/offers")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public List<CounterOffer> offer(@PathParam("id") String id, byte[] body) {
        OfferRequest request = Json.read(body, OfferRequest.class);
        if (request.template() == null) {
            throw Problems.invalidRequest("template is required: the negotiation's template", "/template");
        }
        Template template;
        try {
            template = intake.template(request.template());
        } catch (FaultException e) {
            throw new ProblemException(Problems.of(e).at("/template"));
        }
        AgreementOffer offer = TemplateValues.offer(template, request.values());
        NegotiationOffer sent = new NegotiationOffer("rest-" + UUID.randomUUID(),
                Optional.ofNullable(request.counterOfferTo()).orElse(template.templateId()),
                AgreementRole.AGREEMENT_INITIATOR, OfferState.ADVISORY, Optional.empty(), offer.name(),
                offer.context(), offer.terms(), CreationConstraints.none(), Optional.empty());
        return negotiations.negotiate(CallerIdentity.initiator(), id, List.of(sent)).stream()
                .map(CounterOffer::of).toList();
    }

    @DELETE
    @Path("{id}")
    public Response end(@PathParam("id") String id) {
        negotiations.terminate(CallerIdentity.initiator(), id);
        return Response.noContent().build();
    }
}
