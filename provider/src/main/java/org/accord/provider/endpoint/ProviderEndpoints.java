package org.accord.provider.endpoint;

import java.util.List;
import java.util.Optional;

import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.agreement.DecisionListener;
import org.accord.provider.agreement.DecisionLog;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.health.Health;
import org.accord.provider.intake.OfferIntake;
import org.accord.provider.metrics.ProviderMetrics;
import org.accord.provider.negotiation.NegotiationService;
import org.accord.provider.rest.RestApi;
import org.accord.provider.security.Operators;
import org.accord.provider.server.EndpointFactory;
import org.accord.provider.server.EndpointSet;
import org.accord.provider.server.Operations;
import org.accord.provider.server.ServiceEndpoint;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.JdbcAgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.store.journal.JournaledAgreementStore;
import org.accord.provider.template.TemplatePublisher;
import org.accord.provider.template.TemplateRegistry;
import org.accord.validation.DocumentValidator;

/**
 * The provider's real endpoints, for the embedded server and the WAR (registered in
 * {@code META-INF/services/org.accord.provider.server.EndpointFactory}): opens the store, the templates,
 * the core service on the configured execution backend ({@code backend}), and publishes
 * AgreementFactory, Agreement, AgreementState, NegotiationFactory, Negotiation and PendingAgreements (for
 * the operators of {@code security.operators} when security is on), and the REST binding of the same
 * services ({@link RestApi}, at {@code /api/v1}). With {@code metrics.enabled} the store, the backend and the
 * service's decisions are metered ({@link ProviderMetrics}); the set's {@link Operations} carry the metrics and
 * the readiness checks. Closing the set closes the backend and the store.
 */
public final class ProviderEndpoints implements EndpointFactory {

    @Override
    public EndpointSet open(ProviderSettings settings) {
        Documents documents = Documents.standard();
        TemplateRegistry templates = TemplateRegistry.load(settings.templatesDir(), documents);
        AgreementStore opened = ConfiguredStore.open(settings);
        Optional<ProviderMetrics> metrics = settings.metricsEnabled() ? Optional.of(ProviderMetrics.create())
                : Optional.empty();
        try {
            boolean shared = settings.instances().shared();
            metrics.ifPresent(m -> {
                if (opened instanceof JournaledAgreementStore journaled) {
                    m.storeFlushes(journaled);
                }
            });
            // several instances: the store and each term's backend are the shared ones, not metered
            AgreementStore store = shared ? opened : metrics.map(m -> m.metered(opened)).orElse(opened);
            ExecutionBackend created = shared ? null : ExecutionBackends.create(settings);
            Optional<ExecutionBackend> backend = Optional.ofNullable(created)
                    .map(b -> metrics.map(m -> m.metered(b)).orElse(b));
            DecisionListener decisions = metrics.<DecisionListener>map(m -> new DecisionLog().andThen(m))
                    .orElse(new DecisionLog());
            AgreementService service = shared
                    ? AgreementService.openShared(settings, templates, (JdbcAgreementStore) store,
                            () -> ExecutionBackends.create(settings), settings.instances().lease())
                    : AgreementService.open(settings, templates, store, backend.orElseThrow(), decisions);
            OfferIntake intake = new OfferIntake(templates, documents,
                    new DocumentValidator(documents, settings.termLimits()), settings.validateInbound(),
                    settings.elementLimits(), settings.dateLimits());
            NegotiationService negotiations = new NegotiationService(service, intake, store, documents);
            TemplatePublisher published = TemplatePublisher.of(templates, documents);
            return new EndpointSet(List.of(
                    new ServiceEndpoint(AgreementFactoryEndpoint.NAME, new AgreementFactoryEndpoint(service, intake, published)),
                    new ServiceEndpoint(AgreementEndpoint.NAME, new AgreementEndpoint(service, documents)),
                    new ServiceEndpoint(AgreementStateEndpoint.NAME, new AgreementStateEndpoint(service)),
                    new ServiceEndpoint(NegotiationFactoryEndpoint.NAME, new NegotiationFactoryEndpoint(negotiations)),
                    new ServiceEndpoint(NegotiationEndpoint.NAME, new NegotiationEndpoint(negotiations)),
                    new ServiceEndpoint(PendingAgreementsEndpoint.NAME,
                            new PendingAgreementsEndpoint(service, Operators.of(settings)))),
                    Optional.of(RestApi.of(settings, service, intake, negotiations, templates, published, documents)),
                    () -> {
                        try {
                            service.close();
                            store.close();
                        } finally {
                            metrics.ifPresent(ProviderMetrics::close);
                        }
                    },
                    new Operations(metrics, backend.map(b -> Health.of(opened, templates, b))
                            .orElseGet(() -> Health.of(opened, templates))));
        } catch (RuntimeException e) {
            opened.close();
            metrics.ifPresent(ProviderMetrics::close);
            throw e;
        }
    }
}
