package org.accord.endtoend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.accord.agreement.AgreementState;
import org.accord.agreement.AgreementStatus;
import org.accord.agreement.FaultReason;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.PendingAgreement;
import org.accord.agreement.PendingDecision;
import org.accord.agreement.Terms;
import org.accord.consumer.client.AccessDeniedException;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.AgreementHandle;
import org.accord.consumer.client.ClientSettings;
import org.accord.consumer.client.CounterOffers;
import org.accord.consumer.client.Credentials;
import org.accord.consumer.client.InvalidOfferException;
import org.accord.consumer.client.NegotiationFaultException;
import org.accord.consumer.client.NegotiationSession;
import org.accord.consumer.client.OfferFaultException;
import org.accord.consumer.client.ProviderFaultException;
import org.accord.consumer.client.UnknownResourceException;
import org.accord.document.Documents;
import org.accord.examples.LocalProvider;
import org.accord.negotiation.NegotiationOffer;
import org.accord.negotiation.OfferState;
import org.accord.offer.AgreementOffer;
import org.accord.provider.config.Setting;
import org.accord.provider.security.UserFile;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.template.Template;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * AgreementClient against the real provider (embedded, librasla on 128 nodes, clock 600x) over HTTP on
 * 127.0.0.1: every operation, and every fault the client can provoke, as a typed exception.
 */
class ClientEndToEndIT {

    private static LocalProvider provider;
    private static AgreementClient client;
    private static AgreementClient unchecked;

    @BeforeAll
    static void start() {
        provider = LocalProvider.start(128, 600);
        client = AgreementClient.connect(provider.url());
        unchecked = AgreementClient.connect(ClientSettings.of(provider.url()).withLocalChecks(false));
    }

    @AfterAll
    static void stop() {
        unchecked.close();
        client.close();
        provider.close();
    }

    @Test
    void listsTheExampleTemplates() {
        assertThat(client.templates()).extracting(Template::templateId).containsExactlyInAnyOrder("librasla-job", "hpc-job");
    }

    @Test
    void createsAnAgreementThatCompletesWithItsGuaranteeFulfilledAndItsBudgetEarned() throws InterruptedException {
        AgreementHandle agreement = client.create(job(2, 60, 600, DeadlineType.SOFT, 25));

        assertThat(agreement.createdState()).isEqualTo(AgreementState.OBSERVED);
        assertThat(agreement.guaranteeStates()).isEqualTo(Map.of("deadline", GuaranteeTermState.NOT_DETERMINED));
        AgreementStatus done = awaitFinal(agreement);

        assertThat(done.state()).isEqualTo(AgreementState.COMPLETE);
        assertThat(done.guaranteeTermStates()).isEqualTo(Map.of("deadline", GuaranteeTermState.FULFILLED));
        assertThat(done.businessValue()).isEqualTo(25.0);
    }

    @Test
    void terminatesAnAgreementAndTerminatingAgainIsNotAFault() {
        AgreementHandle agreement = client.create(job(1, 3600, 36000, DeadlineType.SOFT, 10));

        assertThat(agreement.terminate()).isIn(AgreementState.TERMINATED, AgreementState.OBSERVED_AND_TERMINATING);
        assertThat(agreement.terminate()).isIn(AgreementState.TERMINATED, AgreementState.OBSERVED_AND_TERMINATING);
        assertThat(agreement.state()).isIn(AgreementState.TERMINATED, AgreementState.OBSERVED_AND_TERMINATING);
    }

    @Test
    void negotiatesALaterDeadlineForAnOfferTheProviderRejects() {
        AgreementOffer tooTight = job(16, 7200, 3600, DeadlineType.HARD, 400);
        assertThatThrownBy(() -> client.create(tooTight)).isInstanceOfSatisfying(OfferFaultException.class,
                e -> assertThat(e.reason()).isEqualTo(FaultReason.REJECTED));

        CounterOffers round = client.negotiate(tooTight);

        NegotiationOffer counter = round.acceptable().orElseThrow();
        assertThat(counter.state()).isEqualTo(OfferState.ACCEPTABLE);
        assertThat(counter.terms().sla().orElseThrow().deadline()).isGreaterThanOrEqualTo(7200.0);
        assertThat(client.create(counter.toAgreementOffer()).createdState()).isEqualTo(AgreementState.OBSERVED);
    }

    @Test
    void aTerminatedNegotiationRefusesFurtherOffers() {
        try (NegotiationSession session = client.negotiation("librasla-job")) {
            session.offer(job(1, 600, 3600, DeadlineType.SOFT, 10));
            session.terminate();

            assertThatThrownBy(() -> session.offer(job(1, 600, 3600, DeadlineType.SOFT, 10)))
                    .isInstanceOfSatisfying(NegotiationFaultException.class,
                            e -> assertThat(e.reason()).isEqualTo(FaultReason.INVALID_STATE));
        }
    }

    @Test
    void anUnknownTemplateIsTheProvidersUnknownTemplateFault() {
        AgreementOffer valid = job(1, 600, 3600, DeadlineType.SOFT, 10);
        AgreementOffer elsewhere = new AgreementOffer(valid.name(), valid.context().withTemplate("gpu-job", "GPU job"),
                valid.terms());

        assertThatThrownBy(() -> client.create(elsewhere)).isInstanceOfSatisfying(OfferFaultException.class, e -> {
            assertThat(e).isNotInstanceOf(InvalidOfferException.class);
            assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_TEMPLATE);
        });
    }

    /** The terms with their {@code deadline} variable fixed at {@code deadline}, consistent with the SLA. */
    private static org.accord.term.TermSetDeclaration deadlineVariable(org.accord.term.TermSetDeclaration set,
            double deadline) {
        return new org.accord.term.TermSetDeclaration(set.variables().stream()
                .map(v -> v.name().equals("deadline") ? org.accord.term.VariableDeclaration.real("deadline", deadline,
                        deadline) : v).toList(), set.functions(), set.universals());
    }

    @Test
    void aConstraintViolationIsRefusedLocallyWithTheProvidersReasonAndMessage() {
        AgreementOffer valid = job(1, 600, 3600, DeadlineType.SOFT, 10);
        Sla sla = valid.terms().sla().orElseThrow();
        AgreementOffer tooLong = valid.withTerms(new Terms(valid.terms().serviceName(), valid.terms().serviceTermNames(),
                valid.terms().guarantees(), valid.terms().job(),
                Optional.of(sla.withDeadline(9_999_999)),
                deadlineVariable(valid.terms().functionTerms(), 9_999_999)));

        OfferFaultException local = fault(() -> client.create(tooLong));
        OfferFaultException remote = fault(() -> unchecked.create(tooLong));

        assertThat(local).isInstanceOf(InvalidOfferException.class);
        assertThat(remote).isNotInstanceOf(InvalidOfferException.class);
        assertThat(local.reason()).isEqualTo(remote.reason()).isEqualTo(FaultReason.CONSTRAINT_VIOLATION);
        assertThat(local.detail()).isEqualTo(remote.detail()).contains("Deadline");
    }

    @Test
    void aBadFunctionTermIsRefusedLocallyAndByTheProviderAlike() {
        AgreementOffer cyclic = Documents.standard()
                .readOffer(Path.of("offers/invalid/librasla-job-cyclic-terms.xml")).model();

        OfferFaultException local = fault(() -> client.create(cyclic));
        OfferFaultException remote = fault(() -> unchecked.create(cyclic));

        assertThat(local.reason()).isEqualTo(remote.reason()).isEqualTo(FaultReason.BAD_FUNCTION_TERM);
        assertThat(local.detail()).isEqualTo(remote.detail());
    }

    @Test
    void anUnknownAgreementIsAResourceUnknownFault() {
        assertThatThrownBy(() -> client.agreement("no-such-agreement").status())
                .isInstanceOfSatisfying(UnknownResourceException.class,
                        e -> assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_AGREEMENT));
    }

    @Test
    void aPendingAgreementWaitsForTheOperatorAndIsAdmittedWhenAccepted() {
        AgreementHandle pending = client.createPending(job(1, 600, 36000, DeadlineType.SOFT, 10));
        String id = pending.agreementId();

        assertThat(pending.createdState()).isEqualTo(AgreementState.PENDING);
        assertThat(pending.state()).isEqualTo(AgreementState.PENDING);
        assertThat(client.pendingAgreements()).filteredOn(p -> p.agreementId().equals(id)).singleElement()
                .satisfies(p -> assertThat(p.templateId()).isEqualTo("librasla-job"));
        assertThat(client.acceptPending(id)).isEqualTo(new PendingDecision(id, AgreementState.OBSERVED, Optional.empty()));
        assertThat(pending.state()).isIn(AgreementState.OBSERVED, AgreementState.COMPLETE);
        assertThat(client.pendingAgreements()).extracting(PendingAgreement::agreementId).doesNotContain(id);
        assertThatThrownBy(() -> client.rejectPending(id, Optional.of("too late")))
                .isInstanceOfSatisfying(ProviderFaultException.class, e -> {
                    assertThat(e.reason()).isEqualTo(FaultReason.INVALID_STATE);
                    assertThat(e.detail()).endsWith(", not Pending");
                });
        assertThatThrownBy(() -> client.acceptPending("no-such-agreement"))
                .isInstanceOfSatisfying(UnknownResourceException.class,
                        e -> assertThat(e.reason()).isEqualTo(FaultReason.UNKNOWN_AGREEMENT));
    }

    @Test
    void aSecuredProviderDeniesWrongPasswordsAndOtherUsersAgreements(@TempDir Path dir) {
        Path users = dir.resolve("users");
        UserFile.put(users, "alice", "alice-secret".toCharArray(), 1000);
        UserFile.put(users, "bob", "bob-secret".toCharArray(), 1000);
        try (LocalProvider secured = LocalProvider.start(8, 600,
                Map.of(Setting.SECURITY_ENABLED, "true", Setting.USERS_FILE, users.toString()));
             AgreementClient alice = connect(secured, "alice", "alice-secret");
             AgreementClient bob = connect(secured, "bob", "bob-secret");
             AgreementClient mallory = connect(secured, "alice", "guess")) {
            AgreementHandle mine = alice.create(alice.offer("librasla-job").cpus(1).singleCpuRuntime(600).build());

            assertThat(mine.state()).isEqualTo(AgreementState.OBSERVED);
            assertThatThrownBy(() -> bob.agreement(mine.agreementId()).status())
                    .isInstanceOfSatisfying(AccessDeniedException.class,
                            e -> assertThat(e.reason()).isEqualTo(FaultReason.ACCESS_DENIED));
            assertThatThrownBy(mallory::templates).isInstanceOfSatisfying(AccessDeniedException.class,
                    e -> assertThat(e.detail()).startsWith("HTTP 401"));
            assertThatThrownBy(alice::pendingAgreements).isInstanceOfSatisfying(AccessDeniedException.class, // no operators
                    e -> assertThat(e.detail()).contains("security.operators"));
        }
    }

    private static AgreementClient connect(LocalProvider provider, String user, String password) {
        return AgreementClient.connect(ClientSettings.of(provider.url()).withCredentials(new Credentials(user, password)));
    }

    /** A librasla-job offer: {@code cpus} CPUs for {@code runtime} seconds each. */
    static AgreementOffer job(int cpus, double runtime, double deadline, DeadlineType type, double budget) {
        return client.offer("librasla-job").cpus(cpus).singleCpuRuntime(runtime * cpus).deadlineType(type)
                .deadline(deadline).budget(budget).penaltyRate(0.01).build();
    }

    private static AgreementStatus awaitFinal(AgreementHandle agreement) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            AgreementStatus status = agreement.status();
            if (status.state().isFinal()) {
                return status;
            }
            Thread.sleep(100);
        }
        return agreement.status();
    }

    private static OfferFaultException fault(Runnable call) {
        try {
            call.run();
        } catch (OfferFaultException e) {
            return e;
        }
        throw new AssertionError("expected the offer to be refused");
    }
}
