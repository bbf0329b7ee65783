package org.accord.consumer.client;

import java.net.URL;
import java.util.Optional;

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
import org.apache.cxf.configuration.jsse.TLSClientParameters;
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
 * the connection and receive timeouts, HTTP Basic credentials when given, and for an {@code https} URL
 * the trust store's certificates (else the JDK's default CAs) with the JDK's own host name verification
 * (RFC 2818, done in the TLS handshake, so a mismatch fails it like an untrusted certificate does).
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
        Optional<TLSClientParameters> tls = settings.https() ? Optional.of(tls(settings)) : Optional.empty();
        Bus bus = BusFactory.newInstance().createBus();
        bus.setExtension(urlConnectionConduits(), HTTPConduitFactory.class);
        try {
            return new ServicePorts(settings,
                    port(bus, settings, tls, AgreementFactory.class, AgreementFactoryService.WSDL_LOCATION,
                            AgreementFactoryService.SERVICE, AgreementFactoryService.AgreementFactoryPort),
                    port(bus, settings, tls, Agreement.class, AgreementService.WSDL_LOCATION,
                            AgreementService.SERVICE, AgreementService.AgreementPort),
                    port(bus, settings, tls, AgreementState.class, AgreementStateService.WSDL_LOCATION,
                            AgreementStateService.SERVICE, AgreementStateService.AgreementStatePort),
                    port(bus, settings, tls, NegotiationFactory.class, NegotiationFactoryService.WSDL_LOCATION,
                            NegotiationFactoryService.SERVICE, NegotiationFactoryService.NegotiationFactoryPort),
                    port(bus, settings, tls, Negotiation.class, NegotiationService.WSDL_LOCATION,
                            NegotiationService.SERVICE, NegotiationService.NegotiationPort),
                    port(bus, settings, tls, PendingAgreements.class, PendingAgreementsService.WSDL_LOCATION,
                            PendingAgreementsService.SERVICE, PendingAgreementsService.PendingAgreementsPort),
                    bus);
        } catch (RuntimeException e) {
            bus.shutdown(false);
            throw e;
        }
    }

    private static <P> P port(Bus bus, ClientSettings settings, Optional<TLSClientParameters> tls, Class<P> type, URL wsdl, QName service, QName port) {
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
        HTTPConduit conduit = configureConduit(ClientProxy.getClient(proxy), settings);
        tls.ifPresent(conduit::setTlsClientParameters);
        return proxy;
    }

    private static HTTPConduit configureConduit(Client client, ClientSettings settings) {
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
        return conduit;
    }

    /**
     * TLS for an https provider: the trust store's trust managers (read once for all six ports), and the
     * JDK's default host name verifier, with which the JDK checks the certificate's names in the handshake
     * (CXF's own verifier would check after it, failing with a bare "HTTPS hostname wrong").
     */
    private static TLSClientParameters tls(ClientSettings settings) {
        TLSClientParameters parameters = new TLSClientParameters();
        settings.trustStore().ifPresent(store -> parameters.setTrustManagers(store.trustManagers()));
        parameters.setUseHttpsURLConnectionDefaultHostnameVerifier(true);
        parameters.setDisableCNCheck(false);
        return parameters;
    }

    private static HTTPConduitFactory urlConnectionConduits() {
        return (transportFactory, bus, endpointInfo, target) -> new URLConnectionHTTPConduit(bus, endpointInfo, target);
    }
}
