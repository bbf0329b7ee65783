package org.accord.provider.agreement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import java.time.Duration;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.FaultReason;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.agreement.ServiceTermState;
import org.accord.document.Documents;
import org.accord.provider.clock.ManualClock;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.execution.Capacity;
import org.accord.provider.execution.SimulatedBackend;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.journal.ConfiguredStore;
import org.accord.provider.template.TemplateRegistry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.accord.provider.fault.FaultException;

class AgreementServiceTest {

    @TempDir
    Path dataDir;

    private AgreementStore store;
    private ManualClock clock;
    private AgreementService service;

    @AfterEach
    void close() {
        if (service != null) {
            service.close();
            store.close();
        }
    }

    /** 8 nodes: 2 for reservations, 6 for deadline SLAs. */
    private AgreementService open(String nodes) {
        return open(ProviderSettings.builder().dataDir(dataDir).nodes(Integer.parseInt(nodes)).build());
    }

    private AgreementService open(ProviderSettings settings) {
        store = ConfiguredStore.open(settings);
        service = AgreementService.open(settings, TemplateRegistry.builtIn(Documents.standard()), store,
            new SimulatedBackend(Capacity.uniform(settings.nodes(), settings.processorsPerNode()), start -> {
                clock = new ManualClock(start);
                return clock;
            }));
        return service;
    }

    private void reopen(String nodes) {
        service.close();
        store.close();
        open(nodes);
    }

    @Test
    void libraSlaAgreementRunsOnTheSimulatedClockAndCompletesWithItsUtility() {
        open("8");
        AgreementReceipt receipt = service.create("alice", Offers.checked(Offers.librasla()));

        assertThat(receipt.state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(service.status("alice", receipt.agreementId()).serviceTermStates())
                .containsEntry("job", ServiceTermState.PROCESSING);

        clock.advanceTo(7199);
        assertThat(service.status("alice", receipt.agreementId()).state()).isEqualTo(AgreementState.OBSERVED);
        clock.advanceTo(7200);

        AgreementStatus done = service.status("alice", receipt.agreementId());
        assertThat(done.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(done.serviceTermStates()).containsEntry("job", ServiceTermState.COMPLETED);
        GuaranteeOutcome deadline = done.guarantees().get(0);
        assertThat(deadline.state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(deadline.value().getAsDouble()).isEqualTo(100.0);
        assertThat(deadline.finishTime().getAsDouble()).isEqualTo(7200.0, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void aRetriedOfferReturnsTheSameAgreement() {
        open("8");
        AgreementReceipt first = service.create("alice", Offers.checked(Offers.librasla()));
        AgreementReceipt again = service.create("alice", Offers.checked(Offers.librasla()));

        assertThat(again.agreementId()).isEqualTo(first.agreementId());
        assertThat(again.retried()).isTrue();
        assertThat(service.list("alice")).hasSize(1);
        assertThat(service.create("bob", Offers.checked(Offers.librasla())).agreementId()).isNotEqualTo(first.agreementId());
    }

    @Test
    void anInitiatorAtItsLiveLimitIsRefusedWhileOthersStillCreateAndAnEndedAgreementMakesRoom() {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(128)
                .requestLimits(new RequestLimits(2, 1, Duration.ofSeconds(10))).build());
        AgreementReceipt first = service.create("alice", Offers.checked(Offers.librasla("a1")));
        service.create("alice", Offers.checked(Offers.librasla("a2")));

        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.librasla("a3"))))
                .isInstanceOfSatisfying(FaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.LIMIT_EXCEEDED);
                    assertThat(e.getMessage()).startsWith("initiator 'alice' holds 2 live agreements; the limit "
                            + "limits.initiator.agreements is 2");
                });
        assertThat(service.create("alice", Offers.checked(Offers.librasla("a1"))).agreementId())
                .isEqualTo(first.agreementId());
        assertThat(service.create("bob", Offers.checked(Offers.librasla("b1"))).state()).isEqualTo(AgreementState.OBSERVED);

        service.terminate("alice", first.agreementId(), "make room");
        assertThat(service.create("alice", Offers.checked(Offers.librasla("a3"))).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void aCompletedAgreementNoLongerCountsAgainstItsInitiatorsLiveLimit() {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(128)
                .requestLimits(new RequestLimits(1, 1, Duration.ofSeconds(10))).build());
        AgreementReceipt first = service.create("alice", Offers.checked(Offers.librasla("c1")));
        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.librasla("c2"))))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.LIMIT_EXCEEDED));

        clock.advanceTo(7200);

        assertThat(service.status("alice", first.agreementId()).state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(service.create("alice", Offers.checked(Offers.librasla("c2"))).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void anInitiatorAtItsPendingLimitIsRefusedAndTheCountsSurviveARestart() {
        ProviderSettings settings = ProviderSettings.builder().dataDir(dataDir).nodes(8)
                .requestLimits(new RequestLimits(5, 1, Duration.ofSeconds(10))).build();
        open(settings);
        service.createPending("alice", Offers.checked(Offers.librasla("p1")));
        service.close();
        store.close();
        open(settings);

        assertThatThrownBy(() -> service.createPending("alice", Offers.checked(Offers.librasla("p2"))))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.getMessage())
                        .startsWith("initiator 'alice' holds 1 Pending agreements; the limit limits.initiator.pending is 1"));
        assertThat(service.createPending("bob", Offers.checked(Offers.librasla("p2"))).state())
                .isEqualTo(AgreementState.PENDING);
    }

    @Test
    void aCreateThatTookLongerThanTheRequestLimitIsRefusedAndStoresNothing() {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(8)
                .requestLimits(new RequestLimits(5, 5, Duration.ofMillis(500))).build());
        RequestArrival.markAt(System.nanoTime() - Duration.ofSeconds(2).toNanos());
        try {
            assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.librasla("slow"))))
                    .isInstanceOfSatisfying(FaultException.class, e -> {
                        assertThat(e.reason()).isEqualTo(FaultReason.LIMIT_EXCEEDED);
                        assertThat(e.getMessage()).matches("the request took \\d+ ms before it could be admitted; "
                                + "the limit limits.request.millis is 500 ms; nothing was stored");
                    });
            assertThatThrownBy(() -> service.createPending("alice", Offers.checked(Offers.librasla("slow"))))
                    .isInstanceOfSatisfying(FaultException.class,
                            e -> assertThat(e.getMessage()).contains("limits.request.millis"));
        } finally {
            RequestArrival.clear();
        }
        assertThat(service.list("alice")).isEmpty();
        assertThat(service.create("alice", Offers.checked(Offers.librasla("slow"))).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void refusesAnExpiredOfferForAnAgreementOrAPendingAgreementNamingTheExpiry() {
        open("8");

        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.expiredLibrasla("late"))))
                .isInstanceOfSatisfying(FaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.EXPIRED);
                    assertThat(e.getMessage()).startsWith("the offer expired at 2001-01-01T00:00:00Z");
                });
        assertThatThrownBy(() -> service.createPending("alice", Offers.checked(Offers.expiredLibrasla("late"))))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.EXPIRED));
        assertThat(service.pending()).isEmpty();
    }

    @Test
    void withSecurityOnTheAuthenticatedCallerIsTheInitiatorWhateverTheOfferClaims() {
        open(ProviderSettings.builder().dataDir(dataDir).nodes(8).securityEnabled(true).build());

        AgreementReceipt receipt = service.create("alice", Offers.checked(Offers.librasla("claims bob"), "alice"));

        assertThat(Offers.librasla("claims bob")).contains("<wsag:AgreementInitiator>bob@example.org<");
        assertThat(service.agreement("alice", receipt.agreementId()).context().initiator()).contains("alice");
        assertThat(service.create("alice", Offers.checked(Offers.librasla("claims bob"), "alice")).agreementId())
                .isEqualTo(receipt.agreementId());
    }

    @Test
    void withSecurityOffTheOfferStatesItsInitiator() {
        open("8");

        AgreementReceipt receipt = service.create("anonymous", Offers.checked(Offers.librasla("claims bob")));

        assertThat(service.agreement("anonymous", receipt.agreementId()).context().initiator())
                .contains("bob@example.org");
    }

    @Test
    void rejectsHardDeadlineOfferWhenNoNodeCanMeetIt() {
        open("8");
        // 6 deadline nodes; a job needs half a processor on 4 of them to finish 7200 s of work by 14400 s.
        // The second job takes the 2 empty nodes and shares 2; a third finds only 2 nodes with room left.
        assertThat(service.create("alice", Offers.checked(Offers.hardLibrasla("job 0"))).state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(service.create("alice", Offers.checked(Offers.hardLibrasla("job 1"))).state()).isEqualTo(AgreementState.OBSERVED);
        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.hardLibrasla("job 2"))))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.REJECTED));
        assertThat(service.list("alice")).hasSize(2);
    }

    @Test
    void reservationIsPlannedOnTheMostCpusItsFunctionAllowsAndEarnsItsPrice() {
        open("128");
        AgreementReceipt receipt = service.create("alice", Offers.checked(Offers.hpc()));

        assertThat(service.status("alice", receipt.agreementId()).serviceTermStates())
                .containsEntry("job", ServiceTermState.READY);
        clock.advanceTo(3600);
        assertThat(service.status("alice", receipt.agreementId()).serviceTermStates())
                .containsEntry("job", ServiceTermState.PROCESSING);
        clock.advanceTo(7200); // 32 CPUs from T_S = 1 h: t_D = 115200 / 32 s = 1 h

        AgreementStatus done = service.status("alice", receipt.agreementId());
        assertThat(done.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(done.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(done.guarantees().get(0).value().getAsDouble()).isEqualTo(150.0);
    }

    @Test
    void aFullDeadlinePartitionLeavesTheReservationNodesFree() {
        open("8"); // node-0, node-1 for reservations; node-2..node-7 for deadline SLAs
        service.create("alice", Offers.checked(Offers.hardLibrasla("job 0")));
        service.create("alice", Offers.checked(Offers.hardLibrasla("job 1")));
        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.hardLibrasla("job 2")))).isInstanceOf(FaultException.class);

        AgreementReceipt reservation = service.create("alice",
                Offers.checked(Offers.hpcLater("small").replace("min=\"8\" max=\"32\"", "min=\"1\" max=\"2\"")));

        assertThat(reservation.state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(service.agreement("alice", reservation.agreementId()).terms().job()).isPresent();
    }

    @Test
    void classifiesBadOffersWithTheValidatorsReasons() {
        open("8");
        assertReason(Offers.librasla().replace("<wsag:TemplateId>librasla-job", "<wsag:TemplateId>nope"),
                FaultReason.UNKNOWN_TEMPLATE);
        assertReason(Offers.read("invalid/librasla-job-constraint-violation.xml"), FaultReason.CONSTRAINT_VIOLATION);
        assertReason(Offers.read("invalid/librasla-job-cyclic-terms.xml"), FaultReason.BAD_FUNCTION_TERM);
        assertReason(Offers.read("invalid/malformed.xml"), FaultReason.INVALID_OFFER);
        assertReason(Offers.read("invalid/doctype-xxe.xml"), FaultReason.INVALID_OFFER);
    }

    @Test
    void onlyTheInitiatorSeesAndTerminatesItsAgreement() {
        open("8");
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();

        assertThatThrownBy(() -> service.status("bob", id)).isInstanceOfSatisfying(FaultException.class,
                e -> assertThat(e.reason()).isEqualTo(FaultReason.ACCESS_DENIED));
        assertThatThrownBy(() -> service.terminate("bob", id, "mine now")).isInstanceOf(FaultException.class);
        assertThatThrownBy(() -> service.agreement("alice", "no-such-id")).isInstanceOfSatisfying(FaultException.class,
                e -> assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_AGREEMENT));
        assertThat(service.agreement("alice", id).agreementId()).isEqualTo(id);
    }

    @Test
    void terminationEndsTheAgreementOnceAndGuaranteesStayUndetermined() {
        open("8");
        String id = service.create("alice", Offers.checked(Offers.librasla())).agreementId();

        assertThat(service.terminate("alice", id, "changed my mind")).isEqualTo(AgreementState.TERMINATED);
        assertThat(service.terminate("alice", id, "again")).isEqualTo(AgreementState.TERMINATED);
        clock.advanceTo(8000);
        AgreementStatus status = service.status("alice", id);
        assertThat(status.state()).isEqualTo(AgreementState.TERMINATED);
        assertThat(status.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.NOT_DETERMINED);
    }

    @Test
    void pendingAgreementIsAdmittedWhenTheProviderAcceptsIt() {
        open("8");
        AgreementReceipt pending = service.createPending("alice", Offers.checked(Offers.librasla()));
        assertThat(pending.state()).isEqualTo(AgreementState.PENDING);

        assertThat(service.accept(pending.agreementId())).isEqualTo(AgreementState.OBSERVED);
        assertThatThrownBy(() -> service.reject(pending.agreementId())).isInstanceOfSatisfying(FaultException.class,
                e -> assertThat(e.reason()).isEqualTo(FaultReason.INVALID_STATE));
        String other = service.createPending("alice", Offers.checked(Offers.librasla("other"))).agreementId();
        assertThat(service.reject(other)).isEqualTo(AgreementState.REJECTED);
    }

    @Test
    void pendingAgreementsAreListedOldestFirstUntilDecided() {
        open("8");
        String first = service.createPending("alice", Offers.checked(Offers.librasla("first"))).agreementId();
        String second = service.createPending("bob", Offers.checked(Offers.hpcLater("second"))).agreementId();

        assertThat(service.pending()).extracting(PendingAgreement::agreementId, PendingAgreement::initiator,
                PendingAgreement::templateId).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(first, "alice", "librasla-job"),
                        org.assertj.core.groups.Tuple.tuple(second, "bob", "hpc-job"));
        assertThat(service.rejectPending(second, java.util.Optional.of("maintenance")))
                .isEqualTo(new PendingDecision(second, AgreementState.REJECTED, java.util.Optional.of("maintenance")));
        assertThat(service.pending()).extracting(PendingAgreement::agreementId).containsExactly(first);
    }

    @Test
    void acceptingAPendingAgreementThatNoLongerFitsRejectsItWithTheSchedulersReason() {
        open("8");
        String late = service.createPending("alice", Offers.checked(Offers.hardLibrasla("late"))).agreementId();
        service.create("alice", Offers.checked(Offers.hardLibrasla("job 0")));
        service.create("alice", Offers.checked(Offers.hardLibrasla("job 1"))); // the 6 deadline nodes are now full
        String refusal = catchThrowableOfType(() -> service.create("alice", Offers.checked(Offers.hardLibrasla("job 2"))),
                FaultException.class).getMessage();

        PendingDecision decision = service.acceptPending(late);

        assertThat(decision.state()).isEqualTo(AgreementState.REJECTED);
        assertThat(decision.reason()).hasValueSatisfying(reason -> assertThat(reason).isNotBlank()
                .isEqualTo(refusal.replace("job 2", "late")));
        assertThat(service.status("alice", late).state()).isEqualTo(AgreementState.REJECTED);
    }

    @Test
    void restartKeepsAgreementsAndRebuildsTheRecordAndPlan() {
        open("8");
        String done = service.create("alice", Offers.checked(Offers.hardLibrasla("first"))).agreementId();
        clock.advanceTo(7200);
        String running = service.create("alice", Offers.checked(Offers.hardLibrasla("second"))).agreementId();
        String sharing = service.create("alice", Offers.checked(Offers.hardLibrasla("third"))).agreementId();
        clock.advanceTo(8000);

        reopen("8");

        assertThat(clock.now()).isEqualTo(7200.0); // the latest instant the store recorded
        assertThat(service.status("alice", done).state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(service.status("alice", running).state()).isEqualTo(AgreementState.OBSERVED);
        assertThatThrownBy(() -> service.create("alice", Offers.checked(Offers.hardLibrasla("fifth")))) // record rebuilt: full
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(FaultReason.REJECTED));
        clock.advanceTo(7200 + 14400); // both meet their hard deadline
        assertThat(service.status("alice", running).state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(service.status("alice", sharing).guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
    }

    private void assertReason(String xml, FaultReason reason) {
        assertThatThrownBy(() -> service.create("alice", Offers.checked(xml)))
                .isInstanceOfSatisfying(FaultException.class, e -> assertThat(e.reason()).isEqualTo(reason));
    }
}
