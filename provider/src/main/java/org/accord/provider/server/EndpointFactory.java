package org.accord.provider.server;

import org.accord.provider.config.ProviderSettings;

/**
 * Builds the endpoints a provider publishes from its settings: the one place where the core service is
 * wired to its SOAP adapters, used by both the embedded server and the WAR's servlet. The servlet finds
 * its factory by the class name in the {@value AccordServlet#ENDPOINTS_PARAMETER} init or context
 * parameter, else as the single {@code META-INF/services/org.accord.provider.server.EndpointFactory}
 * service ({@link EndpointFactories}). Implementations need a public no-argument constructor.
 */
public interface EndpointFactory {

    /** Opens whatever the endpoints need (store, clock, core service) and returns them. */
    EndpointSet open(ProviderSettings settings);
}
