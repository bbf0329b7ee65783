package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import jakarta.xml.bind.JAXBElement;
import jakarta.xml.ws.Holder;

import org.accord.document.AgreementStateXml;
import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.WsagToDomain;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.schema.negotiation.NegotiationContextType;
import org.accord.schema.negotiation.NegotiationOfferType;
import org.accord.schema.negotiation.NegotiationTypeType;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/** Every operation and fault of the real endpoints over HTTP on 127.0.0.1 (security off: "anonymous"). */
class ProviderEndpointsIT {

    private static final int MAX_BYTES = 64 * 1024;

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static AgreementFactory factory;
    private static Agreement agreement;
    private static AgreementState state;

    @BeforeAll
    static void start() {
        // 36000 simulated seconds per real second: the LibraSLA example (7200 s of work) completes in 0.2 s
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.CLOCK_SPEEDUP, "36000",
                Setting.MAX_MESSAGE_BYTES, String.valueOf(MAX_BYTES))));
        factory = Clients.port(AgreementFactory.class, provider.baseUrl());
        agreement = Clients.port(Agreement.class, provider.baseUrl());
        state = Clients.port(AgreementState.class, provider.baseUrl());
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void publishesTheTemplatesAndEveryWsdl() throws Exception {
        assertThat(factory.getTemplates()).extracting(AgreementTemplateType::getTemplateId)
                .containsExactly("hpc-job", "librasla-job");
        provider.endpointUrls().values().forEach(url ->
                assertThat(Clients.get(url + "?wsdl").body()).contains("wsdl:definitions"));
    }

    @Test
    void servesCxfsServiceListAtServicesInEmbeddedMode() throws Exception {
        var list = Clients.get(provider.baseUrl() + "/");

        assertThat(list.statusCode()).as(list.body()).isEqualTo(200);
        provider.endpointUrls().values().forEach(url -> assertThat(list.body()).contains(url + "?wsdl"));
    }

    @Test
    void servesEachTemplateAsWrittenKpiTargetIncluded() throws Exception {
        AgreementTemplateType hpc = factory.getTemplates().get(0);
        String served = Documents.standard().toXml(DocumentKind.TEMPLATE, hpc);

        var objective = hpc.getTerms().getAll().getTerms().stream().map(JAXBElement::getValue)
                .filter(org.accord.schema.wsag.GuaranteeTermType.class::isInstance)
                .map(org.accord.schema.wsag.GuaranteeTermType.class::cast).findFirst().orElseThrow()
                .getServiceLevelObjective();
        assertThat(objective.getKPITarget().getKPIName()).isEqualTo("finish time");
        assertThat(objective.getCustomServiceLevel()).isNull();
        assertThat(served).contains("<wsag:KPIName>finish time</wsag:KPIName>", "wsag:TemplateId=\"hpc-job\"");
    }

    @Test
    void createdAgreementCompletesOnTheSimulatedClockWithItsUtilityVisible() throws Exception {
        CreatedAgreement created = factory.createAgreement(Clients.offer(Offers.librasla("completes")));

        assertThat(created.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
        assertThat(created.getAddress()).isEqualTo(provider.baseUrl() + "/Agreement");
        assertThat(agreement.getAgreement(created.getAgreementId()).getAgreementId()).isEqualTo(created.getAgreementId());

        GuaranteeTermStateType guarantee = awaitComplete(created.getAgreementId()).get(0);
        assertThat(guarantee.getState()).isEqualTo(GuaranteeTermStateDefinition.FULFILLED);
        Element value = (Element) guarantee.getAny().get(0);
        assertThat(value.getNamespaceURI()).isEqualTo(AgreementStateXml.NAMESPACE);
        assertThat(value.getLocalName()).isEqualTo("BusinessValue");
        assertThat(value.getAttribute("unit")).isEqualTo("EUR");
        assertThat(Double.parseDouble(value.getTextContent())).isEqualTo(100.0);
    }

    @Test
    void contentOfOtherVocabulariesInTheOfferIsKeptInTheAgreement() throws Exception {
        String offer = Offers.librasla("with-jsdl").replaceFirst("</wsag:ServiceDescriptionTerm>",
                "<jsdl:JobDefinition xmlns:jsdl=\"http://schemas.ggf.org/jsdl/2005/11/jsdl\"><jsdl:JobDescription>"
                        + "<jsdl:JobIdentification><jsdl:JobName>render-42</jsdl:JobName></jsdl:JobIdentification>"
                        + "</jsdl:JobDescription></jsdl:JobDefinition></wsag:ServiceDescriptionTerm>");

        String id = factory.createAgreement(Clients.offer(offer)).getAgreementId();

        String stored = Documents.standard().toXml(DocumentKind.AGREEMENT, agreement.getAgreement(id));
        assertThat(stored).contains("http://schemas.ggf.org/jsdl/2005/11/jsdl").contains(">render-42</")
                .contains("wsag:AgreementId=\"" + id + "\"");
    }

    @Test
    void retriedCreateReturnsTheSameAgreementAndPendingAndTerminateWork() throws Exception {
        String offer = Offers.hpcLater("retried"); // starts 100 simulated hours (10 s) from now
        String first = factory.createAgreement(Clients.offer(offer)).getAgreementId();
        assertThat(factory.createAgreement(Clients.offer(offer)).getAgreementId()).isEqualTo(first);

        assertThat(agreement.terminate(first, "no longer needed")).isEqualTo(AgreementStateDefinition.TERMINATED);
        assertThat(agreement.terminate(first, null)).isEqualTo(AgreementStateDefinition.TERMINATED);
        CreatedAgreement pending = factory.createPendingAgreement(Clients.offer(Offers.hpcLater("pending")));
        assertThat(pending.getState()).isEqualTo(AgreementStateDefinition.PENDING);
    }

    @Test
    void badOffersGetAgreementFactoryFaultsWithTheirReasonCodes() {
        assertFactoryFault(Offers.librasla().replace("<wsag:TemplateId>librasla-job", "<wsag:TemplateId>nope"),
                "UNKNOWN_TEMPLATE");
        assertFactoryFault(Offers.read("invalid/librasla-job-constraint-violation.xml"), "CONSTRAINT_VIOLATION");
        assertFactoryFault(Offers.read("invalid/librasla-job-unknown-variable.xml"), "BAD_FUNCTION_TERM");
    }

    @Test
    void unknownAgreementIsAResourceUnknownFault() {
        assertThatThrownBy(() -> agreement.getAgreement("no-such-agreement"))
                .isInstanceOfSatisfying(ResourceUnknownFault.class,
                        f -> assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("UNKNOWN_AGREEMENT"));
        assertThatThrownBy(() -> state.getAgreementState("no-such-agreement", new Holder<>(), new Holder<>(),
                new Holder<>())).isInstanceOf(ResourceUnknownFault.class);
    }

    @Test
    void schemaInvalidOversizeAndDoctypeRequestsAreRefusedBeforeTheCore() {
        String url = provider.baseUrl() + "/AgreementFactory";
        String invalid = Clients.createEnvelope(Offers.librasla().replace("<accord:CpuCount>4", "<accord:CpuCount>four"));
        HttpResponse<String> schema = Clients.post(url, invalid);
        assertThat(schema.statusCode()).isEqualTo(500);
        assertThat(schema.body()).contains("Fault").doesNotContain("createAgreementResponse");

        String oversize = Clients.createEnvelope(Offers.librasla().replace("<wsag:Name>Protein folding batch",
                "<wsag:Name>" + "x".repeat(MAX_BYTES)));
        assertThat(Clients.post(url, oversize).statusCode()).isGreaterThanOrEqualTo(400);

        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE e [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>"
                + Clients.createEnvelope(Offers.librasla().replace("<wsag:Name>Protein folding batch", "<wsag:Name>&secret;"));
        HttpResponse<String> doctype = Clients.post(url, xxe);
        assertThat(doctype.statusCode()).isEqualTo(500);
        assertThat(doctype.body()).doesNotContain("root:");
    }

    @Test
    void anOfferInAccord01sUnqualifiedAttributeFormIsRefusedOverSoap() {
        String unqualified = Offers.librasla().replace("wsag:Name=\"", "Name=\"").replace("wsag:ServiceName=\"", "ServiceName=\"");

        HttpResponse<String> answer = Clients.post(provider.baseUrl() + "/AgreementFactory", Clients.createEnvelope(unqualified));

        assertThat(unqualified).contains(" Name=\"");
        assertThat(answer.statusCode()).isEqualTo(500);
        assertThat(answer.body()).contains("Fault", "Name").doesNotContain("createAgreementResponse");
    }

    @Test
    void negotiationAnswersWithACounterOfferFromWhichAnAgreementIsCreated() throws Exception {
        NegotiationFactory negotiationFactory = Clients.port(NegotiationFactory.class, provider.baseUrl());
        Negotiation negotiation = Clients.port(Negotiation.class, provider.baseUrl());
        Holder<String> id = new Holder<>();
        Holder<String> address = new Holder<>();
        NegotiationContextType context = new NegotiationContextType();
        context.setNegotiationType(NegotiationTypeType.NEGOTIATION);
        context.setTemplateId("hpc-job");
        negotiationFactory.initiateNegotiation(context, id, address);
        assertThat(address.value).isEqualTo(provider.baseUrl() + "/Negotiation");

        List<NegotiationOfferType> counters = negotiation.negotiate(id.value, List.of(Clients.negotiationOffer()));

        assertThat(counters).hasSize(1);
        NegotiationOfferType counter = counters.get(0);
        assertThat(counter.getNegotiationOfferContext().getState().getAcceptable()).isNotNull();
        // the explanation arrives as Accord's element, bound by the client's JAXB context (ExtensionTypes)
        assertThat(counter.getNegotiationOfferContext().getState().getAcceptable().getAny()).singleElement()
                .isInstanceOfSatisfying(JAXBElement.class, e -> assertThat(e.getName().getLocalPart()).isEqualTo("Explanation"));
        assertThat(WsagToDomain.negotiationOffer(counter).explanation())
                .contains("the provider can admit the offer as it is: 8..32 CPUs finish by T_F = 43200 s");
        CreatedAgreement created = factory.createAgreement(Clients.agreementOffer(counter));
        assertThat(created.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
        negotiation.terminateNegotiation(id.value);
    }

    private static List<GuaranteeTermStateType> awaitComplete(String agreementId) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
        while (true) {
            Holder<AgreementStateType> agreementState = new Holder<>();
            Holder<List<ServiceTermStateType>> services = new Holder<>();
            Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
            state.getAgreementState(agreementId, agreementState, services, guarantees);
            if (agreementState.value.getState() == AgreementStateDefinition.COMPLETE || Instant.now().isAfter(deadline)) {
                assertThat(agreementState.value.getState()).isEqualTo(AgreementStateDefinition.COMPLETE);
                return guarantees.value;
            }
            Thread.sleep(50);
        }
    }

    private static void assertFactoryFault(String offerXml, String reasonCode) {
        assertThatThrownBy(() -> factory.createAgreement(Clients.offer(offerXml)))
                .isInstanceOfSatisfying(AgreementFactoryFault.class,
                        f -> assertThat(f.getFaultInfo().getReasonCode()).isEqualTo(reasonCode));
    }
}
