package org.accord.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import jakarta.xml.bind.JAXBElement;
import jakarta.xml.ws.BindingProvider;

import org.accord.provider.config.Setting;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

import org.accord.interop.metro.onepackage.AgreementFactory;
import org.accord.interop.metro.onepackage.AgreementFactoryFault;
import org.accord.interop.metro.onepackage.AgreementFactoryService;
import org.accord.interop.metro.onepackage.AgreementTemplateType;
import org.accord.interop.metro.onepackage.AgreementType;
import org.accord.interop.metro.onepackage.ServiceDescriptionTermType;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.SettingsLoader;

/**
 * A template another implementation wrote (OPTIMIS, WSAG4J-based: examples/foreign) published by Accord's
 * provider as it is; a Metro client builds its offer from it and the provider decides it: the creation
 * constraint (an XQuery Location with an {@code xs:sequence/xs:element} ItemConstraint) is checked on the
 * offer, and an offer that keeps to it is answered with the reason Accord cannot run it (no job
 * description Accord's schedulers understand: an OPTIMIS service manifest instead).
 */
class ForeignTemplateIT {

    private static final String PRICE_TYPES = "http://www.optimis.eu/sla/service-price-types";

    @TempDir
    static Path dataDir;

    @TempDir
    static Path templatesDir;

    private static EmbeddedProvider provider;

    @BeforeAll
    static void start() throws Exception {
        Path examples = Path.of(System.getProperty("accord.examples.dir"));
        Files.copy(examples.resolve("foreign/optimis-service-instantiation.xml"),
                templatesDir.resolve("optimis-service-instantiation.xml"));
        Files.copy(examples.resolve("templates/hpc-job.xml"), templatesDir.resolve("hpc-job.xml"));
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.TEMPLATES_DIR, templatesDir.toString())));
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void publishesTheForeignTemplateAndDecidesAnOfferMadeFromIt() throws Exception {
        AgreementFactory factory = new AgreementFactoryService(URI.create(provider.baseUrl() + "/AgreementFactory?wsdl")
                .toURL()).getAgreementFactoryPort();
        ((BindingProvider) factory).getRequestContext().put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY,
                provider.baseUrl() + "/AgreementFactory");
        AgreementTemplateType optimis = factory.getTemplates().stream()
                .filter(t -> "OPTIMIS-SERVICE-INSTANTIATION".equals(t.getName())).findFirst().orElseThrow();

        assertThatThrownBy(() -> factory.createAgreement(offerAt(optimis, "12.5")))
                .isInstanceOfSatisfying(AgreementFactoryFault.class, f -> {
                    assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("CONSTRAINT_VIOLATION");
                    assertThat(f.getFaultInfo().getMessage()).contains("PRICE_SDT_ServicePrice_Amount", "12.5");
                });
        assertThatThrownBy(() -> factory.createAgreement(offerAt(optimis, "10.0")))
                .isInstanceOfSatisfying(AgreementFactoryFault.class, f -> {
                    assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("INVALID_OFFER");
                    assertThat(f.getFaultInfo().getMessage()).contains("the terms carry neither a job with LibraSLA terms");
                });
    }

    /** The template's context and terms as an offer, with the service price set to {@code amount}. */
    private static AgreementType offerAt(AgreementTemplateType template, String amount) {
        template.getTerms().getAll().getExactlyOneOrOneOrMoreOrAll().stream().map(JAXBElement::getValue)
                .filter(ServiceDescriptionTermType.class::isInstance).map(ServiceDescriptionTermType.class::cast)
                .filter(term -> "OPTIMIS_SERVICE_PRICE_SDT".equals(term.getName()))
                .flatMap(term -> term.getAny().stream()).filter(Element.class::isInstance).map(Element.class::cast)
                .forEach(price -> price.getElementsByTagNameNS(PRICE_TYPES, "Amount").item(0).setTextContent(amount));
        AgreementType offer = new AgreementType();
        offer.setName("OPTIMIS service from a Metro client");
        offer.setContext(template.getContext());
        offer.setTerms(template.getTerms());
        return offer;
    }
}
