package org.accord.provider.server;

import jakarta.annotation.Resource;
import jakarta.jws.WebService;
import jakarta.xml.ws.WebServiceContext;
import org.accord.provider.security.CallerIdentity;

/** The test echo's implementor. */
@WebService(endpointInterface = "org.accord.provider.server.Echo", serviceName = "EchoService",
        portName = "EchoPort", targetNamespace = Echo.NAMESPACE)
public class EchoEndpoint implements Echo {

    @Resource
    private WebServiceContext context;

    @Override
    public String echo(String text) {
        return text;
    }

    @Override
    public String whoAmI() {
        return CallerIdentity.currentUser().orElse("anonymous") + "|" + CallerIdentity.of(context).orElse("anonymous");
    }
}
