package org.accord.consumer.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Map;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.FaultReason;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.agreement.ServiceTermState;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.sla.CpuRange;
import org.accord.template.Template;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** AgreementClient over real HTTP against the in-memory test provider (16 CPUs). */
class AgreementClientIT {

    private static InMemoryProvider provider;
    private static AgreementClient client;

    @BeforeAll
    static void start() {
        provider = InMemoryProvider.start(16);
        client = AgreementClient.connect(provider.url());
    }

    @AfterAll
    static void stop() {
        client.close();
        provider.close();
    }

    @Test
    void listsThePublishedTemplatesAsDomainTemplates() {
        assertThat(client.templates()).extracting(Template::templateId)
                .containsExactlyInAnyOrder("librasla-job", "hpc-job");
    }

    @Test
    void createsAnAgreementWhoseStateAndGuaranteesCanBeFollowedUntilItCompletes() {
        AgreementHandle handle = client.create(job(2, 14400));

        assertThat(handle.createdState()).isEqualTo(AgreementState.OBSERVED);
        assertThat(handle.state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(handle.serviceTermStates()).isEqualTo(Map.of("job", ServiceTermState.PROCESSING));
        assertThat(handle.guaranteeStates()).isEqualTo(Map.of("deadline", GuaranteeTermState.NOT_DETERMINED));

        provider.complete(handle.agreementId(), GuaranteeTermState.FULFILLED, 100.0);

        AgreementStatus status = handle.status();
        assertThat(status.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(status.fulfilled()).isTrue();
        GuaranteeOutcome deadline = status.guarantee("deadline").orElseThrow();
        assertThat(deadline.value()).hasValue(100.0);
        assertThat(deadline.valueUnit()).contains("EUR");
        assertThat(deadline.finishTime()).isEmpty();
        assertThat(status.businessValue()).isEqualTo(100.0);
    }

    @Test
    void terminatesAnAgreementAndTerminatingAgainKeepsItsFinalState() {
        AgreementHandle handle = client.create(job(1, 14400));

        assertThat(handle.terminate()).isEqualTo(AgreementState.TERMINATED);
        assertThat(handle.terminate()).isEqualTo(AgreementState.TERMINATED);
        assertThat(client.agreement(handle.agreementId()).state()).isEqualTo(AgreementState.TERMINATED);
    }

    @Test
    void anUnknownAgreementIsATypedFaultWithItsReason() {
        assertThatThrownBy(() -> client.agreement("no-such-agreement").state())
                .isInstanceOfSatisfying(UnknownResourceException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_AGREEMENT);
                    assertThat(e.getMessage()).isEqualTo("UNKNOWN_AGREEMENT: no agreement no-such-agreement");
                });
    }

    @Test
    void theProvidersRejectionArrivesAsAnOfferFault() {
        assertThatThrownBy(() -> client.create(job(4, 60)))
                .isInstanceOfSatisfying(OfferFaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.REJECTED);
                    assertThat(e.detail()).isEqualTo("reserved time 7200.0 s cannot finish by the deadline 60.0 s");
                });
    }

    @Test
    void anOfferBreakingItsTemplateIsRefusedLocallyWithTheProvidersReasonAndMessage() {
        AgreementOffer tooBig = tooBig();
        AgreementClient unchecked = AgreementClient.connect(ClientSettings.of(provider.url()).withLocalChecks(false));
        try (unchecked) {
            OfferFaultException local = catchFault(() -> client.create(tooBig));
            OfferFaultException remote = catchFault(() -> unchecked.create(tooBig));

            assertThat(local).isInstanceOf(InvalidOfferException.class);
            assertThat(remote).isNotInstanceOf(InvalidOfferException.class);
            assertThat(local.reason()).isEqualTo(remote.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
            assertThat(local.detail()).isEqualTo(remote.detail());
        }
    }

    @Test
    void anUnknownTemplateIsAnOfferFaultBeforeAnythingIsSent() {
        assertThatThrownBy(() -> client.offer("gpu-job")).isInstanceOfSatisfying(OfferFaultException.class,
                e -> assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_TEMPLATE));
    }

    @Test
    void negotiationReturnsAnAcceptableCounterOfferThatCreatesAnAgreement() {
        CounterOffers round = client.negotiate(job(8, 900));

        NegotiationOffer counter = round.acceptable().orElseThrow();
        assertThat(counter.counterOfferTo()).isEqualTo(round.sent().offerId());
        assertThat(counter.terms().sla().orElseThrow().deadline()).isEqualTo(7200.0);
        assertThat(client.create(counter.toAgreementOffer()).state()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void aNegotiationSessionRunsSeveralRoundsAndRefusesOffersOnceTerminated() {
        try (NegotiationSession session = client.negotiation("librasla-job")) {
            CounterOffers first = session.offer(job(2, 600));
            CounterOffers second = session.offer(first.acceptable().orElseThrow().toAgreementOffer());
            session.terminate();

            assertThat(second.sent().counterOfferTo()).isEqualTo(first.counterOffers().get(0).offerId());
            assertThat(second.acceptable()).isPresent();
            assertThatThrownBy(() -> session.offer(job(2, 600))).isInstanceOfSatisfying(NegotiationFaultException.class,
                    e -> assertThat(e.reason()).isEqualTo(FaultReason.INVALID_STATE));
        }
    }

    @Test
    void negotiationCounterOffersFewerCpusWhenTooFewAreFree() {
        try (InMemoryProvider small = InMemoryProvider.start(4);
             AgreementClient smallClient = AgreementClient.connect(small.url())) {
            CounterOffers round = smallClient.negotiate(smallClient.offer("librasla-job").cpus(4)
                    .singleCpuRuntime(4000).deadline(2000).build());
            smallClient.create(smallClient.offer("librasla-job").cpus(3).singleCpuRuntime(300).deadline(600).build());

            CounterOffers squeezed = smallClient.negotiate(smallClient.offer("librasla-job").cpus(4)
                    .singleCpuRuntime(4000).deadline(2000).build());

            assertThat(round.acceptable().orElseThrow().terms().job().orElseThrow().cpus()).isEqualTo(CpuRange.fixed(4));
            NegotiationOffer counter = squeezed.acceptable().orElseThrow();
            assertThat(counter.state()).isEqualTo(OfferState.ACCEPTABLE);
            assertThat(counter.terms().job().orElseThrow().cpus()).isEqualTo(CpuRange.fixed(1));
            assertThat(counter.terms().sla().orElseThrow().deadline()).isEqualTo(4000.0);
            assertThat(round.acceptable().orElseThrow().explanation()).isEmpty();
            assertThat(counter.explanation())
                    .contains("4 CPUs by deadline 2000 s cannot be met; 1 CPUs with t_D = 4000 s by deadline 4000 s can");
        }
    }

    @Test
    void aSlowCreateIsRetriedWithTheSameOfferIdAndYieldsOneAgreement() {
        ClientSettings impatient = ClientSettings.of(provider.url())
                .withTimeouts(Duration.ofSeconds(2), Duration.ofMillis(400))
                .withRetry(new RetryPolicy(3, Duration.ofMillis(50)));
        try (AgreementClient retrying = AgreementClient.connect(impatient)) {
            int before = provider.createOfferIds.size();
            provider.slowDownCreates(1, Duration.ofMillis(1200));

            AgreementHandle handle = retrying.create(job(1, 14400), "offer-retried-once");

            assertThat(provider.createOfferIds.subList(before, provider.createOfferIds.size()))
                    .containsExactly("offer-retried-once", "offer-retried-once");
            assertThat(provider.agreements.values()).filteredOn(a -> a.offerId().equals("offer-retried-once"))
                    .extracting(InMemoryProvider.Stored::agreementId).containsExactly(handle.agreementId());
        }
    }

    @Test
    void aProviderThatIsNotThereIsUnreachableAfterTheRetries() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        ClientSettings nobody = ClientSettings.of("http://127.0.0.1:" + closedPort)
                .withRetry(new RetryPolicy(2, Duration.ofMillis(10)));
        try (AgreementClient lost = AgreementClient.connect(nobody)) {
            assertThatThrownBy(lost::templates).isInstanceOf(ProviderUnreachableException.class)
                    .hasMessageStartingWith("cannot reach http://127.0.0.1:" + closedPort + "/services/AgreementFactory: ")
                    .hasMessageContaining("Connect");
        }
    }

    @Test
    void credentialsAreSentWithEveryCallAndWrongOnesAreAccessDenied() {
        try (InMemoryProvider secured = InMemoryProvider.start(4)) {
            secured.requireCredentials(new Credentials("alice", "s3cret"));
            ClientSettings settings = ClientSettings.of(secured.url());
            try (AgreementClient alice = AgreementClient.connect(settings.withCredentials(new Credentials("alice", "s3cret")));
                 AgreementClient mallory = AgreementClient.connect(settings.withCredentials(new Credentials("alice", "guess")))) {
                assertThat(alice.templates()).hasSize(2);
                assertThat(alice.create(alice.offer("librasla-job").cpus(1).singleCpuRuntime(3600).build()).state())
                        .isEqualTo(AgreementState.OBSERVED);
                assertThatThrownBy(mallory::templates).isInstanceOfSatisfying(AccessDeniedException.class,
                        e -> assertThat(e.reason()).isEqualTo(FaultReason.ACCESS_DENIED));
            }
        }
    }

    @Test
    void aPendingAgreementHoldsNoCpusUntilTheOperatorAcceptsIt() {
        try (InMemoryProvider small = InMemoryProvider.start(4); AgreementClient own = AgreementClient.connect(small.url())) {
            AgreementOffer fourCpus = own.offer("librasla-job").cpus(4).singleCpuRuntime(28800).deadline(14400).build();
            AgreementHandle waiting = own.createPending(fourCpus);
            AgreementHandle declined = own.createPending(fourCpus);
            assertThat(waiting.createdState()).isEqualTo(AgreementState.PENDING);
            assertThat(own.pendingAgreements()).extracting(PendingAgreement::agreementId, PendingAgreement::templateId)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(waiting.agreementId(), "librasla-job"),
                            org.assertj.core.groups.Tuple.tuple(declined.agreementId(), "librasla-job"));

            assertThat(own.create(fourCpus).createdState()).isEqualTo(AgreementState.OBSERVED); // takes all 4 CPUs

            assertThat(own.acceptPending(waiting.agreementId())).isEqualTo(new PendingDecision(waiting.agreementId(),
                    AgreementState.REJECTED, java.util.Optional.of("needs 4 CPUs, 0 free")));
            assertThat(own.rejectPending(declined.agreementId(), java.util.Optional.of("no budget")).state())
                    .isEqualTo(AgreementState.REJECTED);
            assertThat(own.pendingAgreements()).isEmpty();
            ProviderFaultException again = (ProviderFaultException) org.assertj.core.api.Assertions.catchThrowable(
                    () -> own.acceptPending(waiting.agreementId()));
            assertThat(again.reason()).isEqualTo(FaultReason.INVALID_STATE);
        }
    }

    private static AgreementOffer job(int cpus, double deadline) {
        return client.offer("librasla-job").cpus(cpus).singleCpuRuntime(7200.0 * cpus).deadline(deadline).build();
    }

    private static AgreementOffer tooBig() {
        AgreementOffer valid = job(1, 14400);
        AgreementOffer big = Templates.offer("librasla-job").cpuRange(1, 1).build();
        return valid.withTerms(new org.accord.agreement.Terms(big.terms().serviceName(), big.terms().serviceTermNames(),
                big.terms().guarantees(), big.terms().job().map(j -> new org.accord.sla.JobDescription(
                        CpuRange.fixed(200), j.singleCpuRuntime(), j.earliestStart(), j.latestFinish(), j.reservedTime())),
                big.terms().sla(), big.terms().functionTerms()));
    }

    private static OfferFaultException catchFault(Runnable call) {
        try {
            call.run();
        } catch (OfferFaultException e) {
            return e;
        }
        throw new AssertionError("expected an offer fault");
    }
}
