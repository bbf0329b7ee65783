package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;

import org.accord.agreement.AgreementState;
import org.accord.agreement.FaultReason;
import org.accord.document.Documents;
import org.accord.provider.clock.ManualClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.SimulatedBackend;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.accord.provider.fault.FaultException;

/**
 * The provider's admission policy setting reaches the deadline path: on one deadline node holding a long SOFT
 * job, a short SOFT job with a higher LibraSLA return is admitted by {@code librasla} (the node's return rises)
 * and refused by {@code librasla-value} (the delay it causes the long job costs 60, more than its own budget of
 * 10). The same offers, the same clock, only the setting differs.
 */
class AdmissionPolicySettingTest {

    @TempDir
    Path dataDir;

    private AgreementStore store;
    private AgreementService service;

    @AfterEach
    void close() {
        if (service != null) {
            service.close();
            store.close();
        }
    }

    @Test
    void libraSlaAdmitsTheShortSoftJobThatDelaysTheLongOne() {
        open("librasla");
        service.create("alice", Offers.checked(softJob("long", 8000, 10000, 80)));

        AgreementReceipt shortJob = service.create("alice", Offers.checked(softJob("short", 1000, 2000, 10)));

        assertThat(shortJob.state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void libraSlaValueRefusesTheShortSoftJobWhosePenaltiesOnTheLongOneExceedItsBudget() {
        open("librasla-value");
        service.create("alice", Offers.checked(softJob("long", 8000, 10000, 80)));

        assertThatThrownBy(() -> service.create("alice", Offers.checked(softJob("short", 1000, 2000, 10))))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.REJECTED));
        assertThat(service.list("alice")).hasSize(1);
    }

    @Test
    void libraSlaValueAdmitsTheShortSoftJobWhenTheNodeIsFree() {
        open("librasla-value");

        AgreementReceipt shortJob = service.create("alice", Offers.checked(softJob("short", 1000, 2000, 10)));

        assertThat(shortJob.state()).isEqualTo(AgreementState.OBSERVED);
    }

    /** One reservation node and one single-processor deadline node, under admission policy {@code policy}. */
    private void open(String policy) {
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(2).processorsPerNode(1)
                .plannerNodes(1).admissionPolicy(policy).build();
        store = ConfiguredStore.open(settings);
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store,
                new SimulatedBackend(Capacity.uniform(settings.nodes(), settings.processorsPerNode()), ManualClock::new));
    }

    /** A one-processor SOFT LibraSLA offer: run time and deadline in seconds, penalty 0.01 per second of delay. */
    private static String softJob(String name, int runtime, int deadline, int budget) {
        return Offers.librasla(name)
                .replace("<accord:CpuCount>4</accord:CpuCount>", "<accord:CpuCount>1</accord:CpuCount>")
                .replace("<accord:SingleCpuRuntime>28800<", "<accord:SingleCpuRuntime>" + runtime + "<")
                .replace("<accord:ReservedTime>7200<", "<accord:ReservedTime>" + runtime + "<")
                .replace("14400", Integer.toString(deadline))
                .replace("name=\"budget\" min=\"100\" max=\"100\"", "name=\"budget\" min=\"" + budget + "\" max=\"" + budget + "\"")
                .replace("<accord:Budget>100<", "<accord:Budget>" + budget + "<");
    }
}
