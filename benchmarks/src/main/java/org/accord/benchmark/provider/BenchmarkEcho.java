package org.accord.benchmark.provider;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebService;

/** The baseline service: a bare CXF echo of one text payload, no logic, no storage. */
@WebService(name = "BenchmarkEcho", targetNamespace = BenchmarkEcho.NAMESPACE)
public interface BenchmarkEcho {

    String NAMESPACE = "urn:accord:benchmark:echo";

    @WebMethod
    String echo(@WebParam(name = "payload") String payload);
}
