package org.accord.provider.metrics;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import org.accord.provider.agreement.Decision;
import org.accord.provider.agreement.DecisionListener;
import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.JournaledAgreementStore;
import org.apache.cxf.feature.Feature;
import org.apache.cxf.metrics.MetricsFeature;
import org.apache.cxf.metrics.micrometer.MicrometerMetricsProperties;
import org.apache.cxf.metrics.micrometer.MicrometerMetricsProvider;
import org.apache.cxf.metrics.micrometer.provider.DefaultExceptionClassProvider;
import org.apache.cxf.metrics.micrometer.provider.DefaultTimedAnnotationProvider;
import org.apache.cxf.metrics.micrometer.provider.StandardTags;
import org.apache.cxf.metrics.micrometer.provider.StandardTagsProvider;
import org.apache.cxf.metrics.micrometer.provider.TagsCustomizer;
import org.apache.cxf.metrics.micrometer.provider.jaxrs.JaxrsOperationTagsCustomizer;
import org.apache.cxf.metrics.micrometer.provider.jaxrs.JaxrsTags;
import org.apache.cxf.metrics.micrometer.provider.jaxws.JaxwsFaultCodeProvider;
import org.apache.cxf.metrics.micrometer.provider.jaxws.JaxwsFaultCodeTagsCustomizer;
import org.apache.cxf.metrics.micrometer.provider.jaxws.JaxwsOperationTagsCustomizer;
import org.apache.cxf.metrics.micrometer.provider.jaxws.JaxwsTags;

/**
 * One provider's metrics: a Prometheus registry (its own, so two providers in one JVM never mix their
 * counts) with the JVM's and the process' binders, CXF's metrics feature for the endpoints, and Accord's
 * families, named by Prometheus' conventions (Micrometer appends {@code _total} to counters and
 * {@code _seconds} to timers):
 * <ul>
 *   <li>{@code accord_offers_decided_total{operation, outcome, reason}} and
 *       {@code accord_decision_seconds{operation, outcome}}: every decision of the core service
 *       ({@link Decision}); {@code accord_admission_decision_seconds}: the scheduler's part of it;</li>
 *   <li>{@code accord_agreements{state}}, {@code accord_guarantees_evaluated_total{state}},
 *       {@code accord_rewards_total}, {@code accord_penalties_total}, {@code accord_utility}: see
 *       {@link MeteredStore};</li>
 *   <li>{@code accord_execution_commands_seconds{backend, command, outcome}},
 *       {@code accord_execution_events_total{backend, event}}, {@code accord_capacity_cpus},
 *       {@code accord_capacity_nodes}, {@code accord_cpus_in_use{node}}: see {@link MeteredBackend};</li>
 *   <li>{@code accord_store_writes_waiting}, {@code accord_store_flush_seconds}: the journaled store's
 *       ({@link #storeFlushes});</li>
 *   <li>{@code cxf_server_requests_seconds{service, operation, outcome, status, faultCode, ...}}: CXF's feature
 *       ({@link #soapFeature()}, {@link #restFeature()});</li>
 *   <li>{@code jvm_*}, {@code process_*}, {@code system_*}: Micrometer's binders.</li>
 * </ul>
 */
public final class ProviderMetrics implements DecisionListener, AutoCloseable {

    private final PrometheusMeterRegistry registry;
    private final JvmGcMetrics gc = new JvmGcMetrics();
    private final Timer admission;
    private final Map<String, Counter> decided = new ConcurrentHashMap<>();
    private final Map<String, Timer> decisionTimes = new ConcurrentHashMap<>();

    private ProviderMetrics(PrometheusMeterRegistry registry) {
        this.registry = registry;
        new JvmMemoryMetrics().bindTo(registry);
        gc.bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new FileDescriptorMetrics().bindTo(registry);
        admission = latency(Timer.builder("accord.admission.decision")
                .description("Time the scheduler took to admit or refuse one offer")).register(registry);
    }

    /** A provider's metrics with the JVM's and the process' already bound. */
    public static ProviderMetrics create() {
        return new ProviderMetrics(new PrometheusMeterRegistry(PrometheusConfig.DEFAULT));
    }

    /** The registry, for meters of other parts of the provider. */
    public MeterRegistry registry() {
        return registry;
    }

    /** Every meter now, in Prometheus' text exposition format (version 0.0.4). */
    public String scrape() {
        return registry.scrape();
    }

    /** CXF's metrics feature for SOAP endpoints: each operation's calls and latency, tagged by operation and fault code. */
    public Feature soapFeature() {
        JaxwsTags tags = new JaxwsTags();
        return feature(List.of(new JaxwsOperationTagsCustomizer(tags),
                new JaxwsFaultCodeTagsCustomizer(tags, new JaxwsFaultCodeProvider())));
    }

    /**
     * CXF's metrics feature for JAX-RS endpoints (add it to a {@code JAXRSServerFactoryBean}'s features): each
     * resource method's calls and latency, tagged by operation and HTTP method.
     */
    public Feature restFeature() {
        return feature(List.of(new JaxrsOperationTagsCustomizer(new JaxrsTags())));
    }

    private Feature feature(List<TagsCustomizer> customizers) {
        return new MetricsFeature(new MicrometerMetricsProvider(registry,
                new StandardTagsProvider(new DefaultExceptionClassProvider(), new StandardTags()), customizers,
                new DefaultTimedAnnotationProvider(), new MicrometerMetricsProperties()));
    }

    /** {@code store}, counting the agreements by state and the outcomes of their guarantees. */
    public AgreementStore metered(AgreementStore store) {
        return MeteredStore.over(store, registry);
    }

    /** {@code backend}, timing what it is told to do and counting what it reports. */
    public ExecutionBackend metered(ExecutionBackend backend) {
        return new MeteredBackend(backend, registry);
    }

    /** Meters of a store that writes through a journal: writes waiting for the database, and each flush's time. */
    public void storeFlushes(JournaledAgreementStore store) {
        registry.gauge("accord.store.writes.waiting", store, JournaledAgreementStore::writesWaiting);
        Timer flushes = latency(Timer.builder("accord.store.flush")
                .description("Time one flush of the journal into the database took")).register(registry);
        store.onFlush(flushes::record);
    }

    @Override
    public void decided(Decision decision) {
        String operation = decision.operation();
        String outcome = decision.outcome().label();
        decided.computeIfAbsent(operation + '/' + outcome + '/' + decision.reason(), key -> Counter
                .builder("accord.offers.decided").description("Decisions about offers, by outcome and reason")
                .tags("operation", operation, "outcome", outcome, "reason", decision.reason()).register(registry))
                .increment();
        decisionTimes.computeIfAbsent(operation + '/' + outcome, key -> latency(Timer.builder("accord.decision")
                .description("Time one decision took in the core service, waiting for the admission lock included")
                .tags("operation", operation, "outcome", outcome)).register(registry))
                .record(decision.nanos(), TimeUnit.NANOSECONDS);
    }

    @Override
    public void admissionTimed(long nanos) {
        admission.record(nanos, TimeUnit.NANOSECONDS);
    }

    /** Histogram buckets between 50 microseconds and 30 seconds, for quantiles in Prometheus. */
    private static Timer.Builder latency(Timer.Builder builder) {
        return builder.publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(50_000))
                .maximumExpectedValue(Duration.ofSeconds(30));
    }

    @Override
    public void close() {
        gc.close();
        registry.close();
    }
}
