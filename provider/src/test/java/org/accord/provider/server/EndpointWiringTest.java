package org.accord.provider.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

class EndpointWiringTest {

    @Test
    void endpointNeedsAUrlSafeNameAndAWebServiceImplementor() {
        assertThatThrownBy(() -> new ServiceEndpoint("agree ment", new EchoEndpoint()))
                .hasMessageContaining("'agree ment'");
        assertThatThrownBy(() -> new ServiceEndpoint("plain", "not a service"))
                .hasMessage("implementor of endpoint plain is not annotated @WebService: java.lang.String");
    }

    @Test
    void endpointSetRefusesDuplicateNamesAndReleasesOnClose() {
        AtomicInteger released = new AtomicInteger();
        ServiceEndpoint echo = new ServiceEndpoint("echo", new EchoEndpoint());

        assertThatThrownBy(() -> EndpointSet.of(echo, new ServiceEndpoint("echo", new EchoEndpoint())))
                .hasMessage("two endpoints are named echo");
        new EndpointSet(List.of(echo), released::incrementAndGet).close();
        assertThat(released).hasValue(1);
    }

    @Test
    void factoryIsFoundByClassNameOrReportedClearly() {
        ClassLoader loader = getClass().getClassLoader();

        assertThat(EndpointFactories.resolve(Optional.of(EchoEndpoints.class.getName()), loader))
                .isInstanceOf(EchoEndpoints.class);
        assertThatThrownBy(() -> EndpointFactories.resolve(Optional.of("org.example.Missing"), loader))
                .isInstanceOf(PublishingException.class)
                .hasMessageStartingWith("cannot create endpoint factory org.example.Missing");
        assertThat(EndpointFactories.resolve(Optional.empty(), loader)) // the provider jar's service file
                .isInstanceOf(org.accord.provider.endpoint.ProviderEndpoints.class);
        ClassLoader withoutServices = new java.net.URLClassLoader(new java.net.URL[0], null);
        assertThatThrownBy(() -> EndpointFactories.resolve(Optional.empty(), withoutServices))
                .hasMessageStartingWith("expected exactly one org.accord.provider.server.EndpointFactory service, found 0");
    }
}
