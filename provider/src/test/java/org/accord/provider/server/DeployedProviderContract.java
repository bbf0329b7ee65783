package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;

import jakarta.xml.ws.Holder;

import org.accord.provider.endpoint.Clients;
import org.accord.schema.negotiation.NegotiationContextType;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.negotiation.NegotiationTypeType;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;
import org.junit.jupiter.api.Test;

/**
 * What the real WAR does in any servlet container, deployed with nothing but a config file: the servlet
 * finds {@code ProviderEndpoints} through META-INF/services and serves the real endpoints with the built-in
 * templates; a client negotiates, creates an agreement from the counter-offer and reads its state; an operator
 * reads {@code /metrics} and {@code /health/ready} beside {@code /services}.
 * Subclasses deploy {@link #war()} at context path {@code /accord}.
 */
abstract class DeployedProviderContract {

    /** {@code http://127.0.0.1:PORT/accord/services} of the deployed WAR. */
    abstract String servicesUrl();

    /** The real WAR file, {@code target/provider-VERSION-webapp.war}, built at {@code package}. */
    static Path war() {
        Path war = Path.of(System.getProperty("accord.webapp.war", "target/provider-0.1.0-SNAPSHOT-webapp.war"));
        assertThat(war).exists();
        return war.toAbsolutePath();
    }

    @Test
    void negotiatesAndCreatesAnAgreementThroughTheDeployedWar() throws Exception {
        String servicesUrl = servicesUrl();
        assertThat(Clients.port(AgreementFactory.class, servicesUrl).getTemplates())
                .extracting(AgreementTemplateType::getTemplateId).containsExactly("hpc-job", "librasla-job");
        NegotiationContextType context = new NegotiationContextType();
        context.setNegotiationType(NegotiationTypeType.NEGOTIATION);
        Holder<String> id = new Holder<>();
        Holder<String> address = new Holder<>();
        Clients.port(NegotiationFactory.class, servicesUrl).initiateNegotiation(context, id, address);
        assertThat(address.value).isEqualTo(servicesUrl + "/Negotiation");

        List<NegotiationOfferType> counters = Clients.port(Negotiation.class, servicesUrl)
                .negotiate(id.value, List.of(Clients.negotiationOffer()));
        assertThat(counters.get(0).getNegotiationOfferContext().getState().getAcceptable()).isNotNull();

        CreatedAgreement created = Clients.port(AgreementFactory.class, servicesUrl)
                .createAgreement(Clients.agreementOffer(counters.get(0)));
        assertThat(created.getAddress()).isEqualTo(servicesUrl + "/Agreement");
        Holder<AgreementStateType> state = new Holder<>();
        Holder<List<ServiceTermStateType>> services = new Holder<>();
        Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
        Clients.port(AgreementState.class, servicesUrl).getAgreementState(created.getAgreementId(), state, services,
                guarantees);
        assertThat(state.value.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
        assertThat(guarantees.value).extracting(GuaranteeTermStateType::getTermName).containsExactly("completion");
    }

    @Test
    void servesMetricsAndHealthBesideTheServices() throws Exception {
        String contextUrl = servicesUrl().substring(0, servicesUrl().length() - "/services".length());
        Clients.port(AgreementFactory.class, servicesUrl()).getTemplates();

        var metrics = Clients.get(contextUrl + "/metrics");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.body()).containsPattern("cxf_server_requests_seconds_count\\{.*operation=\"getTemplates\"")
                .contains("accord_agreements{state=\"Observed\"}", "jvm_memory_used_bytes");
        var ready = Clients.get(contextUrl + "/health/ready");
        assertThat(ready.statusCode()).as(ready.body()).isEqualTo(200);
        assertThat(ready.body()).contains("\"status\":\"UP\"");
    }

    @Test
    void servesTheRestBindingBesideSoap() throws Exception {
        String api = servicesUrl().substring(0, servicesUrl().length() - "/services".length()) + "/api/v1";
        HttpClient http = HttpClient.newHttpClient();

        HttpResponse<String> templates = http.send(HttpRequest.newBuilder(URI.create(api + "/templates")).build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(api + "/agreements"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"template\":\"hpc-job\",\"values\":{\"name\":\"war\"}}"))
                .build(), HttpResponse.BodyHandlers.ofString());

        assertThat(templates.statusCode()).isEqualTo(200);
        assertThat(templates.body()).startsWith("[").contains("\"templateId\":\"hpc-job\"");
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        assertThat(created.headers().firstValue("Location")).hasValueSatisfying(
                location -> assertThat(location).startsWith(api + "/agreements/"));
        for (String crossed : List.of(servicesUrl() + "/v1/templates", api.replace("/v1", "/AgreementFactory"))) {
            assertThat(http.send(HttpRequest.newBuilder(URI.create(crossed)).build(),
                    HttpResponse.BodyHandlers.ofString()).statusCode()).as(crossed).isEqualTo(404);
        }
    }

    @Test
    void servesTheDashboardAndItsNodeRecord() throws Exception {
        String root = servicesUrl().substring(0, servicesUrl().length() - "/services".length());
        HttpClient http = HttpClient.newHttpClient();

        HttpResponse<String> bare = http.send(HttpRequest.newBuilder(URI.create(root + "/dashboard")).build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(root + "/dashboard/")).build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> script = http.send(HttpRequest.newBuilder(URI.create(root + "/dashboard/dashboard.js")).build(),
                HttpResponse.BodyHandlers.ofString());
        HttpResponse<String> nodes = http.send(HttpRequest.newBuilder(URI.create(root + "/api/v1/nodes")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(bare.statusCode()).isEqualTo(301);
        assertThat(bare.headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/dashboard/"));
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<script src=\"dashboard.js\"></script>");
        assertThat(script.body()).contains("EventSource");
        assertThat(nodes.statusCode()).as(nodes.body()).isEqualTo(200);
        assertThat(nodes.body()).contains("\"cpusInUse\"");
    }

    @Test
    void refusesAnUnknownCharsetAsTheCallersErrorOnBothBindings() {
        String root = servicesUrl().substring(0, servicesUrl().length() - "/services".length());
        byte[] offer = org.accord.provider.agreement.Offers.librasla("bogus charset")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);

        HttpResponse<String> soap = Clients.post(servicesUrl() + "/AgreementFactory", "text/xml; charset=x-bogus",
                Clients.createEnvelope(new String(offer, java.nio.charset.StandardCharsets.UTF_8))
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        HttpResponse<String> rest = Clients.post(root + "/api/v1/agreements", "application/xml; charset=x-bogus", offer);

        assertThat(soap.body()).contains("<faultcode>soap:Client</faultcode>").contains("INVALID_REQUEST</")
                .contains("names the charset 'x-bogus'");
        assertThat(rest.statusCode()).isEqualTo(415);
        assertThat(rest.body()).contains("\"code\":\"INVALID_REQUEST\"");
    }
}
