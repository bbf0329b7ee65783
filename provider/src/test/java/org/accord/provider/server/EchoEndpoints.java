package org.accord.provider.server;

import org.accord.provider.config.ProviderSettings;

/** Test hook: the endpoint factory that publishes only the test echo, as "echo". */
public class EchoEndpoints implements EndpointFactory {

    @Override
    public EndpointSet open(ProviderSettings settings) {
        return EndpointSet.of(new ServiceEndpoint("echo", new EchoEndpoint()));
    }
}
