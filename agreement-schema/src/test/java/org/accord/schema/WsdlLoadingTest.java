package org.accord.schema;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.xml.ws.BindingProvider;

import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryService;
import org.accord.schema.service.AgreementStateService;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationService;
import org.junit.jupiter.api.Test;

/** The generated Service classes find accord.wsdl and its schemas on the classpath (no network). */
class WsdlLoadingTest {

    @Test
    void buildsClientProxiesFromTheClasspathWsdl() {
        AgreementFactory factory = new AgreementFactoryService().getAgreementFactoryPort();
        Negotiation negotiation = new NegotiationService().getNegotiationPort();

        assertThat(((BindingProvider) factory).getRequestContext().get(BindingProvider.ENDPOINT_ADDRESS_PROPERTY))
                .isEqualTo("http://localhost:8080/services/AgreementFactory");
        assertThat(((BindingProvider) negotiation).getRequestContext().get(BindingProvider.ENDPOINT_ADDRESS_PROPERTY))
                .isEqualTo("http://localhost:8080/services/Negotiation");
        assertThat(new AgreementStateService().getServiceName().getNamespaceURI()).isEqualTo("urn:accord:service:1");
    }
}
