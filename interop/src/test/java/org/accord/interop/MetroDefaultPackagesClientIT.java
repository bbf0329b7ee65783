package org.accord.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import jakarta.xml.bind.JAXBElement;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Holder;

import org.accord.provider.config.Setting;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import accord.service._1.Agreement;
import accord.service._1.AgreementFactory;
import accord.service._1.AgreementFactoryService;
import accord.service._1.AgreementService;
import accord.service._1.AgreementState;
import accord.service._1.AgreementStateService;
import accord.service._1.CreatedAgreement;
import accord.service._1.Negotiation;
import accord.service._1.NegotiationFactory;
import accord.service._1.NegotiationFactoryService;
import accord.service._1.NegotiationService;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.SettingsLoader;
import org.ggf.schemas.graap._2007._03.ws_agreement.AgreementContextType;
import org.ggf.schemas.graap._2007._03.ws_agreement.AgreementRoleType;
import org.ggf.schemas.graap._2007._03.ws_agreement.AgreementStateDefinition;
import org.ggf.schemas.graap._2007._03.ws_agreement.AgreementStateType;
import org.ggf.schemas.graap._2007._03.ws_agreement.AgreementTemplateType;
import org.ggf.schemas.graap._2007._03.ws_agreement.AgreementType;
import org.ggf.schemas.graap._2007._03.ws_agreement.GuaranteeTermStateType;
import org.ggf.schemas.graap._2007._03.ws_agreement.GuaranteeTermType;
import org.ggf.schemas.graap._2007._03.ws_agreement.PartyType;
import org.ggf.schemas.graap._2007._03.ws_agreement.ServiceTermStateType;
import org.ogf.schemas.graap._2009._11.ws_agreement_negotiation.EmptyStateType;
import org.ogf.schemas.graap._2009._11.ws_agreement_negotiation.NegotiationContextType;
import org.ogf.schemas.graap._2009._11.ws_agreement_negotiation.NegotiationOfferContextType;
import org.ogf.schemas.graap._2009._11.ws_agreement_negotiation.NegotiationOfferStateType;
import org.ogf.schemas.graap._2009._11.ws_agreement_negotiation.NegotiationOfferType;
import org.ogf.schemas.graap._2009._11.ws_agreement_negotiation.NegotiationTypeType;

/**
 * A client Accord did not write: Eclipse Metro's wsimport generated it from the WSDL the provider publishes
 * with its default mapping of namespaces to packages ({@code accord.service._1},
 * {@code org.ggf.schemas.graap._2007._03.ws_agreement}, ...; see this module's pom),
 * and it reaches the provider through the live {@code ?wsdl} of each port. It goes through an agreement's whole
 * life: templates, an offer made from one, the agreement's state, a negotiation, termination.
 */
class MetroDefaultPackagesClientIT {

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.CLOCK_SPEEDUP, "1")));
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void theGeneratedClientRunsOnMetroNotOnCxf() throws Exception {
        AgreementFactory factory = port(new AgreementFactoryService(wsdl("AgreementFactory")).getAgreementFactoryPort(),
                "AgreementFactory");

        assertThat(jakarta.xml.ws.spi.Provider.provider().getClass().getName()).startsWith("com.sun.xml.ws.");
        assertThat(factory.getClass().getName()).doesNotContain("cxf");
    }

    @Test
    void takesAnAgreementMadeFromATemplateThroughItsWholeLifeAndNegotiates() throws Exception {
        AgreementFactory factory = port(new AgreementFactoryService(wsdl("AgreementFactory")).getAgreementFactoryPort(),
                "AgreementFactory");

        List<AgreementTemplateType> templates = factory.getTemplates();
        assertThat(templates).extracting(AgreementTemplateType::getTemplateId).containsExactly("hpc-job", "librasla-job");
        AgreementTemplateType hpc = templates.get(0);
        assertThat(guarantee(hpc).getServiceLevelObjective().getKPITarget().getKPIName()).isEqualTo("finish time");

        CreatedAgreement created = factory.createAgreement(offerFrom(hpc, "metro default-packages job"));
        assertThat(created.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);

        AgreementState states = port(new AgreementStateService(wsdl("AgreementState")).getAgreementStatePort(),
                "AgreementState");
        Holder<AgreementStateType> state = new Holder<>();
        Holder<List<ServiceTermStateType>> serviceTerms = new Holder<>();
        Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
        states.getAgreementState(created.getAgreementId(), state, serviceTerms, guarantees);
        assertThat(state.value.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
        assertThat(serviceTerms.value).extracting(ServiceTermStateType::getTermName).containsExactly("job");
        assertThat(guarantees.value).extracting(GuaranteeTermStateType::getTermName).containsExactly("completion");

        NegotiationFactory negotiations = port(new NegotiationFactoryService(wsdl("NegotiationFactory"))
                .getNegotiationFactoryPort(), "NegotiationFactory");
        NegotiationContextType context = new NegotiationContextType();
        context.setNegotiationType(NegotiationTypeType.NEGOTIATION);
        Holder<String> negotiationId = new Holder<>();
        Holder<String> address = new Holder<>();
        negotiations.initiateNegotiation(context, negotiationId, address);
        Negotiation negotiation = port(new NegotiationService(wsdl("Negotiation")).getNegotiationPort(), "Negotiation");
        List<NegotiationOfferType> counters = negotiation.negotiate(negotiationId.value,
                List.of(negotiationOfferFrom(hpc, "metro-1")));
        assertThat(counters).isNotEmpty();
        NegotiationOfferStateType decided = counters.get(0).getNegotiationOfferContext().getState();
        assertThat(decided.getAcceptable() != null || decided.getRejected() != null).as("decided").isTrue();
        assertThat(counters.get(0).getNegotiationOfferContext().getCounterOfferTo()).isEqualTo("metro-1");
        negotiation.terminateNegotiation(negotiationId.value);

        Agreement agreement = port(new AgreementService(wsdl("Agreement")).getAgreementPort(), "Agreement");
        assertThat(agreement.getAgreement(created.getAgreementId()).getAgreementId()).isEqualTo(created.getAgreementId());
        assertThat(agreement.terminate(created.getAgreementId(), "metro client test"))
                .isEqualTo(AgreementStateDefinition.TERMINATED);
    }

    /** The offer a user makes from a template: its context and terms, with the initiator named. */
    private static AgreementType offerFrom(AgreementTemplateType template, String name) {
        AgreementType offer = new AgreementType();
        offer.setName(name);
        offer.setContext(initiated(template.getContext()));
        offer.setTerms(template.getTerms());
        return offer;
    }

    private static NegotiationOfferType negotiationOfferFrom(AgreementTemplateType template, String offerId) {
        NegotiationOfferStateType advisory = new NegotiationOfferStateType();
        advisory.setAdvisory(new EmptyStateType());
        NegotiationOfferContextType offerContext = new NegotiationOfferContextType();
        offerContext.setCounterOfferTo(template.getTemplateId());
        offerContext.setCreator(AgreementRoleType.AGREEMENT_INITIATOR);
        offerContext.setState(advisory);
        NegotiationOfferType offer = new NegotiationOfferType();
        offer.setOfferId(offerId);
        offer.setName("metro negotiation");
        offer.setNegotiationOfferContext(offerContext);
        offer.setContext(initiated(template.getContext()));
        offer.setTerms(template.getTerms());
        return offer;
    }

    private static AgreementContextType initiated(AgreementContextType context) {
        PartyType initiator = new PartyType();
        initiator.getContent().add("metro@example.org");
        context.setAgreementInitiator(initiator);
        return context;
    }

    private static GuaranteeTermType guarantee(AgreementTemplateType template) {
        return template.getTerms().getAll().getExactlyOneOrOneOrMoreOrAll().stream().map(JAXBElement::getValue)
                .filter(GuaranteeTermType.class::isInstance).map(GuaranteeTermType.class::cast).findFirst().orElseThrow();
    }

    private static URL wsdl(String port) throws Exception {
        return URI.create(provider.baseUrl() + "/" + port + "?wsdl").toURL();
    }

    /** The port at the address the provider printed for it (a user does not rely on the WSDL's soap:address). */
    private static <T> T port(T port, String name) {
        ((BindingProvider) port).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY,
                provider.baseUrl() + "/" + name);
        return port;
    }
}
