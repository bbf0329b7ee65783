package org.accord.benchmark.provider;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.jws.WebService;

import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementTemplateType;
import org.accord.schema.wsag.AgreementType;

/**
 * A second, diagnostic baseline: the provider's own AgreementFactory port (same WSDL, schema and
 * messages) answering every offer with a made-up Observed agreement, with no checks, admission or store.
 * Between it and the bare echo lies what CXF spends on the structured offer; between it and the real
 * createAgreement, what the provider spends. Published only by the benchmark.
 */
@WebService(serviceName = "AgreementFactoryService", portName = "AgreementFactoryPort",
        targetNamespace = "urn:accord:service:1", wsdlLocation = "classpath:wsdl/accord.wsdl",
        endpointInterface = "org.accord.schema.service.AgreementFactory")
public class BenchmarkFactoryEndpoint implements AgreementFactory {

    private final AtomicLong ids = new AtomicLong();

    @Override
    public List<AgreementTemplateType> getTemplates() {
        return List.of();
    }

    @Override
    public CreatedAgreement createAgreement(AgreementType offer) {
        CreatedAgreement created = new CreatedAgreement();
        created.setAgreementId("echoed-" + ids.incrementAndGet());
        created.setAddress("http://127.0.0.1/services/Agreement");
        created.setState(AgreementStateDefinition.OBSERVED);
        return created;
    }

    @Override
    public CreatedAgreement createPendingAgreement(AgreementType offer) {
        return createAgreement(offer);
    }
}
