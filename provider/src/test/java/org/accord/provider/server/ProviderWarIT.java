package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
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
import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.LifecycleState;
import org.apache.catalina.core.StandardContext;
import org.apache.catalina.startup.Tomcat;
import org.apache.tomcat.util.scan.StandardJarScanner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real WAR in embedded Tomcat 10.1 with nothing but a config file: the servlet finds
 * {@code ProviderEndpoints} through META-INF/services and serves the real endpoints with the built-in
 * templates; a client negotiates, creates an agreement from the counter-offer and reads its state.
 */
class ProviderWarIT {

    @TempDir
    static Path scratch;

    private static Tomcat tomcat;
    private static String servicesUrl;

    @BeforeAll
    static void deploy() throws Exception {
        Path config = Files.writeString(scratch.resolve("provider.properties"),
                "data.dir=" + scratch.resolve("data") + "\nclock.speedup=1\n");
        tomcat = new Tomcat();
        tomcat.setBaseDir(Files.createDirectories(scratch.resolve("tomcat")).toString());
        tomcat.setPort(0);
        tomcat.setAddDefaultWebXmlToWebapp(false);
        tomcat.getHost().setAppBase(Files.createDirectories(scratch.resolve("tomcat/webapps")).toString());
        Path war = Path.of(System.getProperty("accord.webapp.war", "target/provider-0.1.0-SNAPSHOT-webapp.war"));
        Context context = tomcat.addWebapp("/accord", war.toAbsolutePath().toString());
        context.setParentClassLoader(new ContainerOnlyClassLoader(ProviderWarIT.class.getClassLoader()));
        ((StandardContext) context).setFailCtxIfServletStartFails(true);
        ((StandardJarScanner) context.getJarScanner()).setScanClassPath(false);
        context.addParameter(AccordServlet.CONFIG_PARAMETER, config.toString());
        tomcat.getConnector();
        tomcat.start();
        assertThat(context.getState()).isEqualTo(LifecycleState.STARTED);
        servicesUrl = "http://127.0.0.1:" + tomcat.getConnector().getLocalPort() + "/accord/services";
    }

    @AfterAll
    static void undeploy() throws LifecycleException {
        tomcat.stop();
        tomcat.destroy();
    }

    @Test
    void negotiatesAndCreatesAnAgreementThroughTheDeployedWar() throws Exception {
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
}
