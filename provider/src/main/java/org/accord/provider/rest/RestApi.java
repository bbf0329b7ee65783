package org.accord.provider.rest;

import java.util.List;

import com.fasterxml.jackson.jakarta.rs.json.JacksonJsonProvider;

import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.negotiation.NegotiationService;
import org.accord.provider.security.Operators;
import org.accord.provider.server.RestEndpoint;
import org.accord.provider.template.TemplatePublisher;
import org.accord.provider.template.TemplateRegistry;

/** The REST binding over one provider's core: its resources and providers, for the server to publish. */
public final class RestApi {

    private RestApi() {}

    /**
     * The binding over these core services, with the settings' request size limit and operators; templates as
     * written come from {@code published}.
     */
    public static RestEndpoint of(ProviderSettings settings, AgreementService service, OfferIntake intake,
            NegotiationService negotiations, TemplateRegistry templates, TemplatePublisher published,
            Documents documents) {
        Operators operators = Operators.of(settings);
        return new RestEndpoint(
                List.of(new TemplatesResource(templates, published),
                        new AgreementsResource(service, intake, operators, documents),
                        new EventsResource(service.feed(), operators),
                        new ViolationsResource(service, operators, documents),
                        new NegotiationsResource(negotiations, intake),
                        new PendingResource(service, operators),
                        new NodesResource(service, operators),
                        new DecisionsResource(service.decisionHistory(), operators),
                        new OpenApiResource()),
                List.of(new JacksonJsonProvider(Json.MAPPER),
                        new BodyLimit(settings.maxMessageBytes()),
                        new ProblemMappers.Faults(),
                        new ProblemMappers.Refusals(),
                        new ProblemMappers.Routing(),
                        new ProblemMappers.Unexpected()),
                List.of(new DashboardResource(operators)));
    }
}
