package org.accord.benchmark.provider;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.document.DomainToWsag;
import org.accord.document.ExtensionTypes;
import org.accord.document.XmlText;
import org.accord.offer.AgreementOffer;
import org.accord.provider.template.TemplateRegistry;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.wsag.AgreementType;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;

/**
 * createAgreement against a real provider: the built-in LibraSLA template's own offer (4 CPUs, 7200 s,
 * deadline 14400 s) or another one, renamed on every call so that each call is a new offer, not a retry. Admissions
 * and REJECTED faults are both answers and both counted. Given several providers' URLs (instances behind one
 * address), each client sends its calls to them in turn, as a round-robin load balancer would.
 */
final class CreateAgreementWorkload {

    private final String name;
    private final List<String> urls;
    private final AgreementOffer offer;
    private final AtomicInteger clientCount = new AtomicInteger();
    private final AtomicLong sequence = new AtomicLong();
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger rejected = new AtomicInteger();

    CreateAgreementWorkload(String name, String agreementFactoryUrl) {
        this(name, List.of(agreementFactoryUrl), templateOffer());
    }

    CreateAgreementWorkload(String name, List<String> agreementFactoryUrls, AgreementOffer offer) {
        if (agreementFactoryUrls.isEmpty()) {
            throw new IllegalArgumentException("a create workload needs at least one provider URL");
        }
        this.name = name;
        this.urls = List.copyOf(agreementFactoryUrls);
        this.offer = offer;
    }

    /** The built-in {@code librasla-job} template's own offer. */
    static AgreementOffer templateOffer() {
        return TemplateRegistry.builtIn(Documents.standard()).find("librasla-job").orElseThrow().model().toOffer();
    }

    /**
     * The size of one request's offer in characters as the client sends it (compact, no indentation): the
     * echo baseline carries as many.
     */
    int offerChars() {
        XmlText text = new XmlText();
        Documents.standard().emit(DocumentKind.AGREEMENT_OFFER, DomainToWsag.offer(offer), text);
        return text.toString().length();
    }

    Workload workload() {
        return new Workload(name, () -> {
            List<AgreementFactory> factories = urls.stream().map(CreateAgreementWorkload::client).toList();
            AgreementType request = DomainToWsag.offer(offer);
            int[] next = {clientCount.getAndIncrement()};
            return () -> call(factories.get(next[0]++ % factories.size()), request);
        });
    }

    String counts() {
        return name + " answers: " + accepted.get() + " agreements, " + rejected.get() + " REJECTED faults";
    }

    int accepted() {
        return accepted.get();
    }

    int rejected() {
        return rejected.get();
    }

    private void call(AgreementFactory factory, AgreementType request) {
        request.setName("bench-" + sequence.incrementAndGet());
        try {
            factory.createAgreement(request);
            accepted.incrementAndGet();
        } catch (AgreementFactoryFault fault) {
            rejected.incrementAndGet();
        } catch (AccessDeniedFault fault) {
            throw new IllegalStateException("the benchmark provider runs without security: " + fault.getMessage(), fault);
        }
    }

    private static AgreementFactory client(String url) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(AgreementFactory.class);
        factory.setAddress(url);
        factory.setProperties(ExtensionTypes.cxfProperties());
        return (AgreementFactory) factory.create();
    }
}
