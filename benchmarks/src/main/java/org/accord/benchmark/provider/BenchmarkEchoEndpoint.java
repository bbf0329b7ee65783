package org.accord.benchmark.provider;

import jakarta.jws.WebService;

/** The echo baseline's implementor; published only by the benchmark, never by the provider itself. */
@WebService(endpointInterface = "org.accord.benchmark.provider.BenchmarkEcho", serviceName = "BenchmarkEchoService",
        portName = "BenchmarkEchoPort", targetNamespace = BenchmarkEcho.NAMESPACE)
public class BenchmarkEchoEndpoint implements BenchmarkEcho {

    @Override
    public String echo(String payload) {
        return payload;
    }
}
