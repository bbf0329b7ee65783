package org.accord.provider.rest;

import java.util.List;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.accord.agreement.FaultReason;
import org.accord.provider.admission.UnsupportedOfferException;
import org.accord.provider.template.TemplatePublisher;
import org.accord.provider.template.TemplateRegistry;
import org.accord.template.Template;

/** {@code /templates}: the published templates, in JSON or (one of them) as the WS-Agreement document. */
@Path("/templates")
public final class TemplatesResource {

    private final TemplateRegistry templates;
    private final TemplatePublisher published;

    TemplatesResource(TemplateRegistry templates, TemplatePublisher published) {
        this.templates = templates;
        this.published = published;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<TemplateBody> list() {
        return templates.templates().stream().map(this::body).toList();
    }

    /** JSON by default; with {@code Accept: application/xml}, the template document as SOAP's getTemplates gives it. */
    @GET
    @Path("{id}")
    @Produces({MediaType.APPLICATION_JSON, MediaType.APPLICATION_XML})
    public Response one(@PathParam("id") String id, @Context HttpHeaders headers) {
        Template template = find(id);
        return Negotiation.prefersXml(headers)
                ? Response.ok(published.text(id).orElseThrow(), MediaType.APPLICATION_XML_TYPE).build()
                : Response.ok(body(template), MediaType.APPLICATION_JSON_TYPE).build();
    }

    private Template find(String id) {
        return templates.template(id).orElseThrow(() -> new ProblemException(Problem.of(404,
                FaultReason.UNKNOWN_TEMPLATE.code(), "Unknown template", "unknown template '" + id
                        + "'; this provider publishes " + templates.templates().stream().map(Template::templateId).toList())));
    }

    /** Kind {@code unsupported} for a template whose terms fit no admission path (its offers are refused). */
    private TemplateBody body(Template template) {
        String kind;
        try {
            kind = templates.kind(template.templateId()).name();
        } catch (UnsupportedOfferException e) {
            kind = "unsupported";
        }
        return TemplateBody.of(template, kind);
    }
}
