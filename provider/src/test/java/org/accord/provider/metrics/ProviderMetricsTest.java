package org.accord.provider.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.accord.document.Documents;
import org.accord.provider.agreement.AgreementService;
import org.accord.provider.fault.FaultException;
import org.accord.provider.agreement.Offers;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.execution.ScriptedBackend;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.store.journal.JournaledAgreementStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Accord's metric families, read from the Prometheus text a scrape returns, move as agreements live and end. */
class ProviderMetricsTest {

    @TempDir
    Path dataDir;

    private ProviderMetrics metrics;
    private AgreementStore store;
    private ScriptedBackend backend;
    private AgreementService service;

    @BeforeEach
    void open() {
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(8).build();
        metrics = ProviderMetrics.create();
        AgreementStore opened = ConfiguredStore.open(settings);
        metrics.storeFlushes((JournaledAgreementStore) opened);
        store = metrics.metered(opened);
        backend = new ScriptedBackend(Capacity.uniform(8, 1));
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store,
                metrics.metered(backend), metrics);
    }

    @AfterEach
    void close() {
        service.close();
        store.close();
        metrics.close();
    }

    @Test
    void countsAgreementsByStateAsTheyAreMadeCompletedAndViolated() {
        String fulfilled = service.create("alice", Offers.checked(Offers.hardLibrasla("job 0"))).agreementId();
        String violated = service.create("alice", Offers.checked(Offers.hardLibrasla("job 1"))).agreementId();
        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.hardLibrasla("job 2"))))
                .isInstanceOf(FaultException.class);

        assertThat(value("accord_agreements{state=\"Observed\"}")).isEqualTo(2);
        assertThat(value("accord_offers_decided_total{operation=\"create\",outcome=\"accepted\",reason=\"ADMITTED\"}"))
                .isEqualTo(2);
        assertThat(value("accord_offers_decided_total{operation=\"create\",outcome=\"rejected\",reason=\"REJECTED\"}"))
                .isEqualTo(1);
        assertThat(value("accord_admission_decision_seconds_count")).isEqualTo(3);
        assertThat(value("accord_execution_commands_seconds_count{backend=\"scripted\",command=\"admitted\",outcome=\"ok\"}"))
                .isEqualTo(2);
        assertThat(value("accord_capacity_cpus{backend=\"scripted\"}")).isEqualTo(8);

        backend.report(new ExecutionEvent.Started(fulfilled, ExecutionClock.instantOf(0)));
        assertThat(value("accord_cpus_in_use{backend=\"scripted\"}")).isPositive();
        backend.report(new ExecutionEvent.Finished(fulfilled, ExecutionClock.instantOf(7000)));
        backend.report(new ExecutionEvent.Failed(violated, ExecutionClock.instantOf(100), "node lost"));

        assertThat(value("accord_agreements{state=\"Observed\"}")).isZero();
        assertThat(value("accord_agreements{state=\"Complete\"}")).isEqualTo(2);
        assertThat(value("accord_guarantees_evaluated_total{state=\"Fulfilled\"}")).isEqualTo(1);
        assertThat(value("accord_guarantees_evaluated_total{state=\"Violated\"}")).isEqualTo(1);
        assertThat(value("accord_execution_events_total{backend=\"scripted\",event=\"failed\"}")).isEqualTo(1);
        assertThat(value("accord_cpus_in_use{backend=\"scripted\"}")).isZero();
        assertThat(metrics.scrape()).contains("accord_rewards_total", "accord_penalties_total", "accord_utility",
                "accord_store_writes_waiting", "jvm_memory_used_bytes", "process_cpu_usage", "jvm_threads_live_threads");
    }

    @Test
    void aTerminatedAgreementLeavesObservedAndPendingOnesAreCounted() {
        String id = service.create("alice", Offers.checked(Offers.librasla("a"))).agreementId();
        service.createPending("alice", Offers.checked(Offers.librasla("b")));

        service.terminate("alice", id, "done");

        assertThat(value("accord_agreements{state=\"Terminated\"}")).isEqualTo(1);
        assertThat(value("accord_agreements{state=\"Pending\"}")).isEqualTo(1);
        assertThat(value("accord_offers_decided_total{operation=\"createPending\",outcome=\"pending\",reason=\"STORED\"}"))
                .isEqualTo(1);
    }

    @Test
    void countsStartFromWhatTheStoreHoldsWhenItOpens() {
        service.create("alice", Offers.checked(Offers.librasla("a")));
        service.close();
        store.close();
        metrics.close();

        open();

        assertThat(value("accord_agreements{state=\"Observed\"}")).isEqualTo(1);
    }

    /** The sample's value in the scrape: its name and labels exactly as Prometheus' text format writes them. */
    private double value(String sample) {
        Matcher matcher = Pattern.compile("(?m)^" + Pattern.quote(sample) + " (\\S+)$").matcher(metrics.scrape());
        assertThat(matcher.find()).as("sample %s in%n%s", sample, metrics.scrape()).isTrue();
        return Double.parseDouble(matcher.group(1));
    }
}
