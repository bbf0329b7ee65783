package org.accord.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.List;

import org.accord.document.Documents;
import org.accord.document.Examples;
import org.accord.document.ExtensionTypes;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.service.FaultDetail;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The WSDL contract over real SOAP/HTTP on 127.0.0.1: a template and an agreement id travel as document/
 * literal wrapped messages, and a typed fault arrives with its reason code.
 */
class ServiceContractIT {

    private Server server;
    private AgreementFactory client;

    @BeforeEach
    void publish() throws IOException {
        String address = "http://127.0.0.1:" + freePort() + "/services/AgreementFactory";
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setServiceClass(AgreementFactory.class);
        factory.setServiceBean(new OneTemplateFactory());
        factory.setAddress(address);
        factory.setProperties(ExtensionTypes.cxfProperties());
        server = factory.create();
        JaxWsProxyFactoryBean proxy = new JaxWsProxyFactoryBean();
        proxy.setServiceClass(AgreementFactory.class);
        proxy.setAddress(address);
        proxy.setProperties(ExtensionTypes.cxfProperties());
        client = proxy.create(AgreementFactory.class);
    }

    @AfterEach
    void stop() {
        server.destroy();
    }

    @Test
    void templatesTravelWithTheirForeignContent() throws AccessDeniedFault {
        List<AgreementTemplateType> templates = client.getTemplates();

        assertThat(templates).singleElement().satisfies(t -> assertThat(t.getTemplateId()).isEqualTo("hpc-job"));
        assertThat(Documents.standard().toXml(org.accord.document.DocumentKind.TEMPLATE, templates.get(0)))
                .contains("tD1 / Ncpu", "xs:maxInclusive");
    }

    @Test
    void anAcceptedOfferReturnsItsIdAddressAndState() throws Exception {
        CreatedAgreement created = client.createAgreement(offer("hpc-job"));

        assertThat(created.getAgreementId()).isEqualTo("agreement-1");
        assertThat(created.getAddress()).endsWith("/services/Agreement");
        assertThat(created.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
    }

    @Test
    void aRefusedOfferArrivesAsATypedFaultWithItsReasonCode() {
        AgreementFactoryFault fault = catchThrowableOfType(AgreementFactoryFault.class,
                () -> client.createAgreement(offer("no-such-template")));

        assertThat(fault.getFaultInfo().getReasonCode()).isEqualTo("UNKNOWN_TEMPLATE");
        assertThat(fault.getFaultInfo().getMessage()).isEqualTo("no template 'no-such-template'");
    }

    private static AgreementType offer(String templateId) {
        AgreementType offer = Documents.standard().readOffer(Examples.file("offers/valid/hpc-job-offer.xml"))
                .xml(AgreementType.class);
        offer.getContext().setTemplateId(templateId);
        return offer;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** Serves the hpc-job example template and accepts offers for it. */
    private static final class OneTemplateFactory implements AgreementFactory {

        @Override
        public List<AgreementTemplateType> getTemplates() {
            return List.of(Documents.standard().readTemplate(Examples.file("templates/hpc-job.xml"))
                    .xml(AgreementTemplateType.class));
        }

        @Override
        public CreatedAgreement createAgreement(AgreementType offer) throws AgreementFactoryFault {
            String templateId = offer.getContext().getTemplateId();
            if (!"hpc-job".equals(templateId)) {
                FaultDetail detail = new FaultDetail();
                detail.setReasonCode("UNKNOWN_TEMPLATE");
                detail.setMessage("no template '" + templateId + "'");
                throw new AgreementFactoryFault(detail.getMessage(), detail);
            }
            CreatedAgreement created = new CreatedAgreement();
            created.setAgreementId("agreement-1");
            created.setAddress("http://127.0.0.1/services/Agreement");
            created.setState(AgreementStateDefinition.OBSERVED);
            return created;
        }

        @Override
        public CreatedAgreement createPendingAgreement(AgreementType offer) throws AgreementFactoryFault {
            return createAgreement(offer);
        }
    }
}
