package org.accord.document;

import java.util.HashMap;
import java.util.Map;

/**
 * The JAXB classes of content that travels only inside {@code xs:any} slots (Accord's extension: job
 * description, SLA terms, function terms, a negotiation offer's explanation). A service interface generated from the WSDL does not reach
 * them, so a CXF endpoint or client must add them to its JAXB context, or marshalling a template fails
 * with "JobDescriptionType is not known to this context":
 * <pre>{@code
 * factoryBean.setProperties(ExtensionTypes.cxfProperties());   // JaxWsServerFactoryBean or JaxWsProxyFactoryBean
 * }</pre>
 */
public final class ExtensionTypes {

    /** CXF's endpoint / client property naming extra classes for its JAXB context. */
    public static final String CXF_ADDITIONAL_CONTEXT_CLASSES = "jaxb.additionalContextClasses";

    private ExtensionTypes() {
    }

    /** The ObjectFactory classes of the Accord extension and WS-Agreement Negotiation packages. */
    public static Class<?>[] classes() {
        return new Class<?>[] {org.accord.schema.sla.ObjectFactory.class,
            org.accord.schema.wsag.ObjectFactory.class, org.accord.schema.negotiation.ObjectFactory.class};
    }

    /** A fresh, mutable property map for a CXF factory bean (CXF adds its own entries to it). */
    public static Map<String, Object> cxfProperties() {
        Map<String, Object> properties = new HashMap<>();
        properties.put(CXF_ADDITIONAL_CONTEXT_CLASSES, classes());
        return properties;
    }
}
