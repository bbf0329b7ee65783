package org.accord.provider.server;

import java.util.Map;

import org.accord.document.ExtensionTypes;
import org.accord.provider.security.BasicAuthInterceptor;
import org.accord.provider.security.LoginThrottle;
import org.apache.cxf.Bus;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.jaxrs.JAXRSServerFactoryBean;
import org.apache.cxf.jaxrs.lifecycle.SingletonResourceProvider;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Message;
import org.apache.cxf.staxutils.StaxUtils;

/**
 * Publishes endpoints on a CXF bus with the provider's protections; the address picks the transport
 * (absolute {@code http://} on the embedded Jetty, relative {@code /NAME} inside {@link AccordServlet}).
 *
 * <p>Every request gets an id that its log lines carry ({@link RequestIds}, header {@code X-Request-Id}).
 *
 * <p>Protections, in the order a request meets them: its arrival marked for {@code limits.request.millis}
 * ({@link RequestTimeMark}); HTTP Basic when security is on
 * ({@link BasicAuthInterceptor}, failed logins throttled by one {@link LoginThrottle} for every port this
 * publisher publishes, SOAP and REST); a charset the JVM cannot decode refused ({@link CharsetGuard}); the request size limit ({@link MessageSizeLimit}); the limit on function
 * terms per request and repeated elements ({@link ScannedLimits}, before any XML is parsed); CXF's StAX limits,
 * with the total characters and the longest text node capped at the size limit
 * ({@code org.apache.cxf.stax.maxXMLCharacters}, {@code maxTextLength}); DTDs refused (CXF's StAX
 * factory never accepts a DOCTYPE, so external entities are never resolved: XXE is impossible);
 * then inbound schema validation ({@code schema-validation-enabled = IN}) when on, with values JAXB cannot
 * convert reported by line and column ({@link ValueConversionHandler}); nothing after the operation element,
 * in the body or after it ({@link SingleOperation}). Every endpoint's JAXB
 * context also knows Accord's extension types ({@link ExtensionTypes#cxfProperties()}). Every fault leaves
 * through {@link FaultHygiene} (soap:Client or soap:Server, a reasonCode, echoed values cut). With metrics on,
 * CXF's metrics feature times every operation ({@code cxf_server_requests_seconds}).
 */
public final class EndpointPublisher {

    /** CXF's endpoint property for schema validation; IN validates requests only. */
    public static final String SCHEMA_VALIDATION = Message.SCHEMA_VALIDATION_ENABLED;

    /** CXF's property for the JAXB handler of problems met while reading a request. */
    private static final String READER_EVENT_HANDLER = "jaxb-reader-validation-event-handler";

    private final Bus bus;
    private final PublishingOptions options;
    private final Operations operations;
    private final LoginThrottle logins = new LoginThrottle();

    public EndpointPublisher(Bus bus, PublishingOptions options) {
        this(bus, options, Operations.none());
    }

    /** A publisher that also times every operation in {@code operations}' metrics, when it has them. */
    public EndpointPublisher(Bus bus, PublishingOptions options, Operations operations) {
        this.bus = bus;
        this.options = options;
        this.operations = operations;
    }

    /** Publishes {@code endpoint} at {@code address} and returns the running CXF server. */
    public Server publish(ServiceEndpoint endpoint, String address) {
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setBus(bus);
        factory.setServiceBean(endpoint.implementor());
        factory.setAddress(address);
        factory.setProperties(properties());
        factory.getInInterceptors().add(new RequestIds());
        factory.getOutInterceptors().add(new RequestIds.Answer());
        factory.getOutFaultInterceptors().add(new RequestIds.Answer());
        factory.getOutInterceptors().add(new RequestIds.Done());
        factory.getOutFaultInterceptors().add(new RequestIds.Done());
        factory.getInInterceptors().add(new RequestTimeMark());
        factory.getOutInterceptors().add(new RequestTimeMark.Done());
        factory.getOutFaultInterceptors().add(new RequestTimeMark.Done());
        options.users().ifPresent(users -> factory.getInInterceptors().add(new BasicAuthInterceptor(users, logins)));
        factory.getInInterceptors().add(new CharsetGuard.Refusal(false));
        factory.getInInterceptors().add(new MessageSizeLimit(options.maxMessageBytes()));
        factory.getInInterceptors().add(new ScannedLimits(options.maxFunctionTerms(), options.elementLimits()));
        factory.getInInterceptors().add(new SingleOperation());
        factory.getInInterceptors().add(new FaultHygiene.Invoked());
        factory.getOutFaultInterceptors().add(new FaultHygiene(endpoint.name()));
        operations.metrics().ifPresent(metrics -> factory.getFeatures().add(metrics.soapFeature()));
        try {
            return factory.create();
        } catch (RuntimeException e) {
            throw new PublishingException("cannot publish endpoint " + endpoint.name() + " at " + address + ": "
                    + e.getMessage(), e);
        }
    }

    /**
     * Publishes the REST binding at {@code address} with the same arrival mark and authentication as the
     * SOAP ports (every method authenticated, the OpenAPI document excepted; refusals as problem+json). The
     * binding checks request sizes and answers its own errors ({@code org.accord.provider.rest}). Like the SOAP
     * ports, each request gets an id for its log lines and, with metrics on, each resource method is timed.
     */
    public Server publishRest(RestEndpoint rest, String address) {
        JAXRSServerFactoryBean factory = new JAXRSServerFactoryBean();
        factory.setBus(bus);
        factory.setAddress(address);
        rest.resources().forEach(resource -> factory.setResourceProvider(resource.getClass(),
                new SingletonResourceProvider(resource)));
        factory.setResourceClasses(rest.resources().stream().<Class<?>>map(Object::getClass).toList());
        factory.setProviders(rest.providers());
        factory.getInInterceptors().add(new RequestIds());
        factory.getOutInterceptors().add(new RequestIds.Answer());
        factory.getOutFaultInterceptors().add(new RequestIds.Answer());
        factory.getOutInterceptors().add(new RequestIds.Done());
        factory.getOutFaultInterceptors().add(new RequestIds.Done());
        operations.metrics().ifPresent(metrics -> factory.getFeatures().add(metrics.restFeature()));
        factory.getInInterceptors().add(new RequestTimeMark());
        factory.getOutInterceptors().add(new RequestTimeMark.Done());
        factory.getOutFaultInterceptors().add(new RequestTimeMark.Done());
        options.users().ifPresent(users -> factory.getInInterceptors().add(BasicAuthInterceptor.forRest(users, logins)));
        factory.getInInterceptors().add(new CharsetGuard.Refusal(true));
        try {
            return factory.create();
        } catch (RuntimeException e) {
            throw new PublishingException("cannot publish the REST binding at " + address + ": " + e.getMessage(), e);
        }
    }

    private Map<String, Object> properties() {
        Map<String, Object> properties = ExtensionTypes.cxfProperties();
        properties.put(SCHEMA_VALIDATION, options.validateInbound() ? "IN" : "NONE");
        properties.put(StaxUtils.MAX_XML_CHARACTERS, (long) options.maxMessageBytes());
        properties.put(StaxUtils.MAX_TEXT_LENGTH, options.maxMessageBytes());
        properties.put(READER_EVENT_HANDLER, new ValueConversionHandler());
        properties.put(FaultListener.class.getName(), new FaultHygiene.Quiet());
        return properties;
    }
}
