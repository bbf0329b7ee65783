package org.accord.provider.benchmark;

import jakarta.jws.WebService;

/** The echo baseline's implementor; published only by the benchmark, never by the provider itself. */
@WebService(endpointInterface = "org.accord.provider.benchmark.BenchmarkEcho", serviceName = "BenchmarkEchoService",
        portName = "BenchmarkEchoPort", targetNamespace = BenchmarkEcho.NAMESPACE)
public class BenchmarkEchoEndpoint implements BenchmarkEcho {

    @Override
    public String echo(String payload) {
        return payload;
    }
}
