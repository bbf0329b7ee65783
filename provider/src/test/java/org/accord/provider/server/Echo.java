package org.accord.provider.server;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebService;

/** Test-only code-first service: proves the publishing path without the real WSDL. */
@WebService(name = "Echo", targetNamespace = Echo.NAMESPACE)
public interface Echo {

    String NAMESPACE = "urn:accord:test:echo";

    @WebMethod
    String echo(@WebParam(name = "text") String text);

    /** The caller as the service sees it, "CallerIdentity|WebServiceContext" ("anonymous" when unknown). */
    @WebMethod
    String whoAmI();
}
