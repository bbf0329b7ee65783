package org.accord.consumer.client;

import java.net.URL;

import javax.xml.namespace.QName;

import org.accord.document.ExtensionTypes;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryService;
import org.accord.schema.service.AgreementService;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.AgreementStateService;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.service.NegotiationFactoryService;
import org.accord.schema.service.NegotiationService;
import org.accord.schema.service.PendingAgreements;
import org.accord.schema.service.PendingAgreementsService;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.configuration.security.AuthorizationPolicy;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transport.http.HTTPConduitFactory;
import org.apache.cxf.transport.http.URLConnectionHTTPConduit;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;

/**
 * Wires the generated ports of one provider from its {@link ClientSettings} (the client side of the
 * WSDL-first contract; the only class that touches CXF's client API). For each port it uses the real
 * WSDL from the classpath, the endpoint address {@code BASE/services/NAME},
 * {@link ExtensionTypes#cxfProperties()} (without it Accord's extension content cannot be marshalled),
 * the connection and receive timeouts, and HTTP Basic credentials when given.
 *
 * <p>All ports of one wiring share a private CXF bus whose HTTP conduits are CXF's
 * {@code URLConnectionHTTPConduit}: the effect of {@code org.apache.cxf.transport.http.forceURLConnection=true}
 * (CXF 4's default java.net.http conduit is about twice as slow on loopback), but independent of whether
 * CXF was already initialised in this JVM, e.g. by an embedded provider, and without changing other
 * buses.
 */
public final class ServicePortFactory {

    private ServicePortFactory() {
    }

    /** The six ports of the provider described by {@code settings}; close them when done. */
    public static ServicePorts connect(ClientSettings settings) {
        Bus bus = BusFactory.newInstance().createBus();
        bus.setExtension(urlConnectionConduits(), HTTPConduitFactory.class);
        try {
            return new ServicePorts(settings,
                    port(bus, settings, AgreementFactory.class, AgreementFactoryService.WSDL_LOCATION,
                            AgreementFactoryService.SERVICE, AgreementFactoryService.AgreementFactoryPort),
                    port(bus, settings, Agreement.class, AgreementService.WSDL_LOCATION,
                            AgreementService.SERVICE, AgreementService.AgreementPort),
                    port(bus, settings, AgreementState.class, AgreementStateService.WSDL_LOCATION,
                            AgreementStateService.SERVICE, AgreementStateService.AgreementStatePort),
                    port(bus, settings, NegotiationFactory.class, NegotiationFactoryService.WSDL_LOCATION,
                            NegotiationFactoryService.SERVICE, NegotiationFactoryService.NegotiationFactoryPort),
                    port(bus, settings, Negotiation.class, NegotiationService.WSDL_LOCATION,
                            NegotiationService.SERVICE, NegotiationService.NegotiationPort),
                    port(bus, settings, PendingAgreements.class, PendingAgreementsService.WSDL_LOCATION,
                            PendingAgreementsService.SERVICE, PendingAgreementsService.PendingAgreementsPort),
                    bus);
        } catch (RuntimeException e) {
            bus.shutdown(false);
            throw e;
        }
    }

    private static <P> P port(Bus bus, ClientSettings settings, Class<P> type, URL wsdl, QName service, QName port) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setBus(bus);
        factory.setServiceClass(type);
        factory.setWsdlURL(wsdl.toExternalForm());
        factory.setServiceName(service);
        factory.setEndpointName(port);
        factory.setAddress(settings.endpoint(type.getSimpleName()));
        factory.setProperties(ExtensionTypes.cxfProperties());
        settings.credentials().ifPresent(credentials -> {
            factory.setUsername(credentials.user());
            factory.setPassword(credentials.password());
        });
        P proxy = factory.create(type);
        configureConduit(ClientProxy.getClient(proxy), settings);
        return proxy;
    }

    private static void configureConduit(Client client, ClientSettings settings) {
        HTTPConduit conduit = (HTTPConduit) client.getConduit();
        HTTPClientPolicy policy = new HTTPClientPolicy();
        policy.setConnectionTimeout(settings.connectTimeout().toMillis());
        policy.setReceiveTimeout(settings.receiveTimeout().toMillis());
        policy.setAllowChunking(false);
        conduit.setClient(policy);
        settings.credentials().ifPresent(credentials -> {
            AuthorizationPolicy authorization = new AuthorizationPolicy();
            authorization.setUserName(credentials.user());
            authorization.setPassword(credentials.password());
            authorization.setAuthorizationType("Basic");
            conduit.setAuthorization(authorization);
        });
    }

    private static HTTPConduitFactory urlConnectionConduits() {
        return (transportFactory, bus, endpointInfo, target) -> new URLConnectionHTTPConduit(bus, endpointInfo, target);
    }
}
