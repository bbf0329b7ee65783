package org.accord.provider.rest;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import org.accord.agreement.FaultReason;
import org.accord.agreement.Terms;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.offer.AgreementOffer;
import org.accord.provider.admission.Assessment;
import org.accord.provider.agreement.AgreementReceipt;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.AgreementView;
import org.accord.provider.fault.FaultException;
import org.accord.provider.intake.CheckedOffer;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.security.CallerIdentity;
import org.accord.provider.security.Operators;
import org.accord.template.Template;

/**
 * {@code /agreements}: create (from template values, or from a WS-Agreement offer document), list, read,
 * terminate, and the agreement document. Creates go through the SOAP ports' intake and core service; see
 * {@link AgreementListing} for the listing's filters and paging.
 *
 * <p>Idempotency: an offer repeated by the same initiator returns the agreement the first one made (as over
 * SOAP: the offer's text is its identity), answered 200 instead of 201. An {@code Idempotency-Key} header
 * makes the key the identity instead, and an {@code agreementId} in the body (which the agreement then gets)
 * does too. {@code "pending": true} (for a document, {@code ?pending=true}) makes a Pending agreement that
 * the provider's operator accepts or rejects ({@link PendingResource}).
 */
@Path("/agreements")
public final class AgreementsResource {

    /** Ids a client may ask for: they appear in URLs as they are. */
    private static final Pattern CLIENT_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._~-]{0,127}");
    private static final int MAX_KEY = 200;

    private final AgreementService service;
    private final OfferIntake intake;
    private final Operators operators;
    private final Documents documents;

    AgreementsResource(AgreementService service, OfferIntake intake, Operators operators, Documents documents) {
        this.service = service;
        this.intake = intake;
        this.operators = operators;
        this.documents = documents;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response createFromValues(byte[] body, @HeaderParam("Idempotency-Key") String key, @Context UriInfo uri) {
        AgreementBodies.CreateRequest request = Json.read(body, AgreementBodies.CreateRequest.class);
        if (request.template() == null) {
            throw Problems.invalidRequest("template is required: the id of a published template (GET /templates)",
                    "/template");
        }
        Optional<String> agreementId = Optional.ofNullable(request.agreementId());
        agreementId.filter(id -> !CLIENT_ID.matcher(id).matches()).ifPresent(id -> {
            throw Problems.invalidRequest("agreementId must be 1 to 128 letters, digits, '.', '_', '~' or '-', "
                    + "starting with a letter or digit: '" + id + "'", "/agreementId");
        });
        Template template;
        try {
            template = intake.template(request.template());
        } catch (FaultException e) {
            throw new ProblemException(Problems.of(e).at("/template"));
        }
        AgreementOffer offer = TemplateValues.offer(template, request.values());
        CheckedOffer checked;
        try {
            checked = intake.receive(DomainToWsag.offer(offer), CallerIdentity.currentUser());
        } catch (FaultException e) {
            throw new ProblemException(ValuePointers.locate(Problems.of(e), request.values(), template));
        }
        return created(checked, key, agreementId, Boolean.TRUE.equals(request.pending()), uri);
    }

    @POST
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response createFromDocument(byte[] body, @HeaderParam("Idempotency-Key") String key,
            @QueryParam("pending") boolean pending, @Context UriInfo uri) {
        return created(intake.receive(new String(body, StandardCharsets.UTF_8), CallerIdentity.currentUser()), key,
                Optional.empty(), pending, uri);
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public AgreementBodies.Page<AgreementBodies.Agreement> list(@Context UriInfo uri) {
        RestCaller caller = RestCaller.current(operators);
        AgreementListing listing = AgreementListing.of(uri.getQueryParameters(), caller);
        List<AgreementView> found = service.agreements(caller.name(), caller.operator(), listing.query());
        return listing.page(found.stream().map(view -> AgreementBodies.Agreement.of(view, null)).toList());
    }

    /** JSON by default; with {@code Accept: application/xml}, the agreement document as {@code /document} answers it. */
    @GET
    @Path("{id}")
    @Produces({MediaType.APPLICATION_JSON, MediaType.APPLICATION_XML})
    public Response one(@PathParam("id") String id, @Context HttpHeaders headers) {
        if (Negotiation.prefersXml(headers)) {
            return Response.ok(document(id), MediaType.APPLICATION_XML_TYPE).build();
        }
        RestCaller caller = RestCaller.current(operators);
        AgreementView view = service.view(caller.name(), caller.operator(), id);
        return Response.ok(AgreementBodies.Agreement.of(view, terms(caller, id), service.backendJob(id)),
                MediaType.APPLICATION_JSON_TYPE).build();
    }

    /** The agreement document as stored (the offer as received, under a {@code wsag:Agreement} root). */
    @GET
    @Path("{id}/document")
    @Produces(MediaType.APPLICATION_XML)
    public String document(@PathParam("id") String id) {
        RestCaller caller = RestCaller.current(operators);
        return service.documentText(caller.name(), caller.operator(), id);
    }

    /** Terminates the caller's own agreement (operators too may only terminate their own); answers it afterwards. */
    @POST
    @Path("{id}/terminate")
    @Produces(MediaType.APPLICATION_JSON)
    public AgreementBodies.Agreement terminate(@PathParam("id") String id, byte[] body) {
        String reason = body.length == 0 ? "" : Optional.ofNullable(
                Json.read(body, AgreementBodies.TerminateRequest.class).reason()).orElse("");
        RestCaller caller = RestCaller.current(operators);
        service.terminate(caller.name(), id, reason);
        return AgreementBodies.Agreement.of(service.view(caller.name(), false, id), null);
    }

    private Response created(CheckedOffer checked, String key, Optional<String> agreementId, boolean pending,
            UriInfo uri) {
        if (key != null && (key.isBlank() || key.length() > MAX_KEY)) {
            throw Problems.invalidParameter("the Idempotency-Key header must be 1 to " + MAX_KEY + " characters");
        }
        CheckedOffer offer = key == null ? checked : checked.identifiedBy("idempotency-key:" + key);
        String caller = RestCaller.current(operators).name();
        AgreementReceipt receipt;
        try {
            receipt = pending ? service.createPending(caller, offer, agreementId) : service.create(caller, offer, agreementId);
        } catch (FaultException e) {
            throw e.reason() == FaultReason.REJECTED ? new ProblemException(withAlternative(Problems.of(e), checked)) : e;
        }
        AgreementView view = service.view(caller, false, receipt.agreementId());
        return Response.status(receipt.retried() ? Response.Status.OK : Response.Status.CREATED)
                .location(uri.getAbsolutePathBuilder().path(receipt.agreementId()).build())
                .entity(AgreementBodies.Agreement.of(view, null)).build();
    }

    /** A refusal with what the scheduler would admit instead now, when it has something. */
    private Problem withAlternative(Problem refusal, CheckedOffer offer) {
        return service.assess(offer) instanceof Assessment.Alternative alternative
                ? refusal.withAlternative(AgreementBodies.Alternative.of(alternative.explanation(), alternative.terms()))
                : refusal;
    }

    private Terms terms(RestCaller caller, String id) {
        String text = service.documentText(caller.name(), caller.operator(), id);
        return documents.readAgreement(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), id)
                .model().terms();
    }
}
