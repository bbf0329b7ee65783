package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Instant;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.document.Documents;
import org.accord.provider.execution.SlaKind;
import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.ExecutionEvent;
import org.accord.provider.execution.ScriptedBackend;
import org.accord.provider.execution.Work;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The lifecycle driven by a backend's events: late, duplicated, out of order, after a restart. */
class ExecutionEventsTest {

    @TempDir
    Path dataDir;

    private AgreementStore store;
    private ScriptedBackend backend;
    private AgreementService service;

    @AfterEach
    void close() {
        service.close();
        store.close();
    }

    private void open() {
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(8).build();
        store = ConfiguredStore.open(settings);
        backend = new ScriptedBackend(Capacity.uniform(8, 1));
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store, backend);
    }

    private void reopen() {
        service.close();
        store.close();
        open();
    }

    private static Instant second(double seconds) {
        return ExecutionClock.instantOf(seconds);
    }

    @Test
    void admittedWorkReachesTheBackendWithItsPlan() {
        open();
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();

        assertThat(backend.admitted).singleElement().satisfies(work -> {
            assertThat(work.agreementId()).isEqualTo(id);
            assertThat(work.kind()).isEqualTo(SlaKind.DEADLINE);
            assertThat(work.plannedStart()).isEqualTo(second(0));
            assertThat(work.deadline()).isAfterOrEqualTo(work.plannedFinish());
            assertThat(work.cpus()).isEqualTo(work.nodes().size());
            assertThat(work.runTime().toSeconds()).isPositive();
        });
    }

    @Test
    void nothingCompletesUntilTheBackendSaysSoAndGuaranteesUseTheEventsInstant() {
        open();
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();
        backend.manualClock().advanceTo(50_000); // long past the predicted finish: the forecast does not decide

        assertThat(service.status("alice", id).state()).isEqualTo(AgreementState.OBSERVED);
        backend.report(new ExecutionEvent.Finished(id, second(7000))); // reported late, happened at 7000 s

        AgreementStatus done = service.status("alice", id);
        assertThat(done.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(done.guarantees().get(0).finishTime().getAsDouble()).isCloseTo(7000, within(1e-6));
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
    }

    @Test
    void aSecondFinishedAndALateStartedChangeNothing() {
        open();
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();
        backend.report(new ExecutionEvent.Finished(id, second(7000)));
        AgreementStatus first = service.status("alice", id);

        backend.report(new ExecutionEvent.Finished(id, second(90_000)));
        backend.report(new ExecutionEvent.Started(id, second(10)));
        backend.report(new ExecutionEvent.Failed(id, second(95_000), "node lost"));

        assertThat(service.status("alice", id)).isEqualTo(first);
    }

    @Test
    void eventsForUnknownPendingOrTerminatedAgreementsAreIgnored() {
        open();
        String pending = service.createPending("alice", Offers.checked(Offers.librasla())).agreementId();
        String terminated = service.create("alice", Offers.checked(Offers.hardLibrasla("job"))).agreementId();
        service.terminate("alice", terminated, "done with it");

        backend.report(new ExecutionEvent.Finished("no-such-agreement", second(5)));
        backend.report(new ExecutionEvent.Finished(pending, second(5)));
        backend.report(new ExecutionEvent.Finished(terminated, second(5)));

        assertThat(service.status("alice", pending).state()).isEqualTo(AgreementState.PENDING);
        assertThat(service.status("alice", terminated).state()).isEqualTo(AgreementState.TERMINATED);
        assertThat(backend.withdrawn).containsExactly(terminated);
        assertThat(service.create("alice", Offers.checked(Offers.hardLibrasla("next"))).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void failedWorkCompletesTheAgreementWithEveryGuaranteeViolated() {
        open();
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();

        backend.report(new ExecutionEvent.Failed(id, second(100), "job exited with status 1"));

        AgreementStatus failed = service.status("alice", id);
        assertThat(failed.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(failed.guarantees()).allSatisfy(g -> assertThat(g.state()).isEqualTo(GuaranteeTermState.VIOLATED));
    }

    @Test
    void lostWorkCompletesTheAgreementWithEveryGuaranteeNotDeterminedAndALaterFinishChangesNothing() {
        open();
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();

        backend.report(new ExecutionEvent.Lost(id, second(100), "Slurm lists no job 17 and no record of its end"));
        backend.report(new ExecutionEvent.Finished(id, second(200)));

        AgreementStatus lost = service.status("alice", id);
        assertThat(lost.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(lost.guarantees()).isNotEmpty()
                .allSatisfy(g -> assertThat(g.state()).isEqualTo(GuaranteeTermState.NOT_DETERMINED));
    }

    @Test
    void aCapacityThatRunningWorkDoesNotFitRefusesNewWorkUntilThatWorkEndsThenApplies() {
        open();
        String running = service.create("alice", Offers.checked(Offers.librasla())).agreementId();
        org.accord.provider.intake.CheckedOffer small = Offers.checked(Offers.librasla("small")
                .replace("<accord:CpuCount>4</accord:CpuCount>", "<accord:CpuCount>1</accord:CpuCount>"));

        backend.listener().capacityChanged(Capacity.uniform(2, 1)); // a node left service under the 4-CPU work

        assertThat(service.assess(small)).isInstanceOfSatisfying(org.accord.provider.admission.Assessment.Impossible.class,
                i -> assertThat(i.reason()).contains("shrank to 2 CPUs"));
        assertThatThrownBy(() -> service.create("alice", small)).hasMessageContaining("shrank to 2 CPUs");

        backend.report(new ExecutionEvent.Finished(running, second(100)));

        assertThat(service.assess(Offers.checked(Offers.librasla("wide")))).as("4 CPUs on the 2 left")
                .isNotInstanceOf(org.accord.provider.admission.Assessment.Admissible.class);
        assertThat(service.create("alice", small).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void aReservationIsReadyUntilTheBackendReportsItStarted() {
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(128).build();
        store = ConfiguredStore.open(settings);
        backend = new ScriptedBackend(Capacity.uniform(128, 1));
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store, backend);
        String id = service.create("alice", Offers.checked(Offers.hpc())).agreementId();
        Work work = backend.admitted.get(0);
        assertThat(work.kind()).isEqualTo(SlaKind.RESERVATION);
        assertThat(service.status("alice", id).serviceTermStates()).containsEntry("job", ServiceTermState.READY);

        backend.report(new ExecutionEvent.Started(id, work.plannedStart()));
        backend.report(new ExecutionEvent.Started(id, work.plannedStart()));

        assertThat(service.status("alice", id).serviceTermStates()).containsEntry("job", ServiceTermState.PROCESSING);
        assertThat(service.status("alice", id).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void aRestartedProviderHandsTheBackendItsLiveWorkAndIgnoresEventsAlreadyApplied() {
        open();
        String finished = service.create("alice", Offers.checked(Offers.hardLibrasla("finished"))).agreementId();
        String running = service.create("alice", Offers.checked(Offers.hardLibrasla("running"))).agreementId();
        backend.report(new ExecutionEvent.Finished(finished, second(7000)));
        AgreementStatus before = service.status("alice", finished);

        reopen();

        assertThat(backend.live).extracting(Work::agreementId).containsExactly(running);
        backend.report(new ExecutionEvent.Finished(finished, second(9000))); // replayed after the restart
        backend.report(new ExecutionEvent.Finished(running, second(8000)));  // happened while the provider was down
        assertThat(service.status("alice", finished)).isEqualTo(before);
        assertThat(service.status("alice", running).state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(service.status("alice", running).guarantees().get(0).finishTime().getAsDouble())
                .isCloseTo(8000, within(1e-6));
    }

    @Test
    void closingTheServiceClosesTheBackend() {
        open();
        service.close();
        assertThat(backend.closed()).isTrue();
        store.close();
        open();
    }
}
