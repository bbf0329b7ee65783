package org.accord.consumer.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.agreement.GuaranteeTermState;
import org.accord.document.Documents;
import org.accord.document.ExtensionTypes;
import org.accord.document.LoadedDocument;
import org.accord.offer.AgreementOffer;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.sla.JobDescription;
import org.accord.template.Template;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;

/**
 * A client test fixture, never shipped: an in-memory provider behind the six generated port interfaces
 * ({@link InMemoryPorts}, {@link InMemoryPendingPort}), published on real HTTP at {@code http://127.0.0.1:PORT/services/NAME}. Its rules
 * are deliberately simple and easy to compute by hand: it has {@code capacity} CPUs; an offer is accepted
 * when its CPU count fits the free CPUs and its deadline is at least its reserved time, otherwise it is
 * REJECTED; an accepted agreement holds its CPUs until terminated or completed by the test. A pending
 * agreement holds none until accepted, when the same rule admits or rejects it. Offers are
 * validated with the same DocumentValidator as the client's local check. Creates are idempotent on the
 * offer's AgreementId attribute (the offer id). A test can make the next creates slow, require credentials,
 * and complete agreements.
 */
public final class InMemoryProvider implements AutoCloseable {

    record Stored(String agreementId, String offerId, int cpus, AgreementState state, GuaranteeTermState guarantee,
                  OptionalDouble value) {
        Stored with(AgreementState newState, GuaranteeTermState newGuarantee, OptionalDouble newValue) {
            return new Stored(agreementId, offerId, cpus, newState, newGuarantee, newValue);
        }
    }

    /** A Pending agreement's listing and the offer admitted when the operator accepts it. */
    record Waiting(String initiator, String templateId, Instant created, AgreementOffer offer) {
    }

    final int capacity;
    final Map<String, LoadedDocument<Template>> templates = new ConcurrentHashMap<>();
    final Map<String, Stored> agreements = new ConcurrentHashMap<>();
    final Map<String, Boolean> negotiations = new ConcurrentHashMap<>();
    /** The Pending agreements by id, in creation order. */
    final Map<String, Waiting> waiting = Collections.synchronizedMap(new LinkedHashMap<>());
    final List<String> createOfferIds = new CopyOnWriteArrayList<>();
    /** Every createAgreement request's offer, as XML written from what arrived. */
    public final List<String> createOffers = new CopyOnWriteArrayList<>();
    final AtomicInteger slowCreates = new AtomicInteger();
    volatile Duration slowCreateDelay = Duration.ZERO;
    volatile Optional<Credentials> required = Optional.empty();
    private final AtomicInteger ids = new AtomicInteger();
    private int free;
    private final List<Server> servers = new ArrayList<>();
    private final String url;

    private InMemoryProvider(int capacity) {
        this.capacity = capacity;
        this.free = capacity;
        for (String name : List.of("librasla-job", "hpc-job")) {
            LoadedDocument<Template> template = template(name);
            templates.put(template.model().templateId(), template);
        }
        this.url = "http://127.0.0.1:" + freePort();
    }

    /** A provider with {@code capacity} CPUs, published and ready. */
    public static InMemoryProvider start(int capacity) {
        InMemoryProvider provider = new InMemoryProvider(capacity);
        InMemoryPorts ports = new InMemoryPorts(provider);
        provider.publish("AgreementFactory", ports.new Factory());
        provider.publish("Agreement", ports.new AgreementPort());
        provider.publish("AgreementState", ports.new StatePort());
        provider.publish("NegotiationFactory", ports.new NegotiationFactoryPort());
        provider.publish("Negotiation", ports.new NegotiationPort());
        provider.publish("PendingAgreements", new InMemoryPendingPort(ports, provider));
        return provider;
    }

    /** The base URL, e.g. {@code http://127.0.0.1:40123}. */
    public String url() {
        return url;
    }

    /** The next {@code count} creates answer only after {@code delay}. */
    void slowDownCreates(int count, Duration delay) {
        slowCreateDelay = delay;
        slowCreates.set(count);
    }

    /** From now on every call needs these HTTP Basic credentials. */
    public void requireCredentials(Credentials credentials) {
        required = Optional.of(credentials);
    }

    /** The job of {@code agreementId} finished with its guarantee in {@code guarantee}, worth {@code value}. */
    public synchronized void complete(String agreementId, GuaranteeTermState guarantee, double value) {
        Stored stored = agreements.get(agreementId);
        free += stored.cpus();
        agreements.put(agreementId, stored.with(AgreementState.COMPLETE, guarantee, OptionalDouble.of(value)));
    }

    synchronized int freeCpus() {
        return free;
    }

    /** Admission: the agreement for {@code offer}, the existing one for a known offer id, or a REJECTED reason. */
    synchronized Stored admit(String offerId, AgreementOffer offer) throws AgreementFactoryFault {
        Optional<Stored> existing = byOffer(offerId);
        if (existing.isPresent()) {
            return existing.get();
        }
        Optional<String> refusal = refusal(offer);
        if (refusal.isPresent()) {
            throw InMemoryPorts.factoryFault(FaultReason.REJECTED, refusal.get());
        }
        int cpus = offer.terms().job().orElseThrow().cpus().max();
        free -= cpus;
        return store(offerId, cpus, AgreementState.OBSERVED);
    }

    /** A Pending agreement for {@code offer} (the existing one for a known offer id); it holds no CPUs. */
    synchronized Stored hold(String offerId, String initiator, AgreementOffer offer) {
        Optional<Stored> existing = byOffer(offerId);
        if (existing.isPresent()) {
            return existing.get();
        }
        Stored stored = store(offerId, offer.terms().job().orElseThrow().cpus().max(), AgreementState.PENDING);
        waiting.put(stored.agreementId(), new Waiting(initiator, offer.templateId().orElseThrow(), Instant.now(), offer));
        return stored;
    }

    /** The operator accepts: admitted now (its CPUs taken) or REJECTED with the admission's reason. */
    synchronized Optional<String> accept(String agreementId) {
        Optional<String> refusal = refusal(waiting.remove(agreementId).offer());
        Stored stored = agreements.get(agreementId);
        if (refusal.isEmpty()) {
            free -= stored.cpus();
        }
        agreements.put(agreementId, stored.with(refusal.isEmpty() ? AgreementState.OBSERVED : AgreementState.REJECTED,
                GuaranteeTermState.NOT_DETERMINED, OptionalDouble.empty()));
        return refusal;
    }

    synchronized void reject(String agreementId) {
        waiting.remove(agreementId);
        agreements.put(agreementId, agreements.get(agreementId).with(AgreementState.REJECTED,
                GuaranteeTermState.NOT_DETERMINED, OptionalDouble.empty()));
    }

    private Optional<Stored> byOffer(String offerId) {
        return agreements.values().stream().filter(a -> a.offerId().equals(offerId)).findFirst();
    }

    private Optional<String> refusal(AgreementOffer offer) {
        JobDescription job = offer.terms().job().orElseThrow();
        int cpus = job.cpus().max();
        double reserved = reservedTime(job);
        double deadline = offer.terms().sla().orElseThrow().deadline();
        if (deadline < reserved) {
            return Optional.of("reserved time " + reserved + " s cannot finish by the deadline " + deadline + " s");
        }
        if (cpus > free) {
            return Optional.of("needs " + cpus + " CPUs, " + free + " free");
        }
        return Optional.empty();
    }

    private Stored store(String offerId, int cpus, AgreementState state) {
        Stored stored = new Stored("agreement-" + ids.incrementAndGet(), offerId, cpus, state,
                GuaranteeTermState.NOT_DETERMINED, OptionalDouble.empty());
        agreements.put(stored.agreementId(), stored);
        return stored;
    }

    synchronized AgreementState terminate(String agreementId) {
        Stored stored = agreements.get(agreementId);
        if (stored.state().isFinal()) {
            return stored.state();
        }
        free += stored.cpus();
        agreements.put(agreementId, stored.with(AgreementState.TERMINATED, GuaranteeTermState.NOT_DETERMINED,
                OptionalDouble.empty()));
        return AgreementState.TERMINATED;
    }

    static double reservedTime(JobDescription job) {
        return job.reservedTime().orElse(job.singleCpuRuntime() / job.cpus().max());
    }

    @Override
    public void close() {
        servers.forEach(server -> server.destroy());
    }

    private void publish(String name, Object implementor) {
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setServiceBean(implementor);
        factory.setAddress(url + "/services/" + name);
        factory.setProperties(ExtensionTypes.cxfProperties());
        servers.add(factory.create());
    }

    private static LoadedDocument<Template> template(String name) {
        try (InputStream in = InMemoryProvider.class.getResourceAsStream("/templates/" + name + ".xml")) {
            return Documents.standard().readTemplate(in, name + ".xml");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
