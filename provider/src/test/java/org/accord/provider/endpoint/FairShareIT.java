package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import jakarta.xml.ws.Holder;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserFile;
import org.accord.schema.negotiation.NegotiationContextType;
import org.accord.schema.negotiation.NegotiationTypeType;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.Negotiation;
import org.accord.schema.service.NegotiationFactory;
import org.accord.schema.service.NegotiationFault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #18 item 8 and the request-time limit, over HTTP: one user's flood stops at that user's own limit
 * while another user keeps creating; a create slower than {@code limits.request.millis} is refused with the
 * limit's name and the provider keeps serving; one user's open negotiations stop at that user's
 * {@code limits.initiator.negotiations} while another user may still initiate.
 */
class FairShareIT {

    private static final Optional<String[]> ALICE = Optional.of(new String[] {"alice", "wonder land"});
    private static final Optional<String[]> BOB = Optional.of(new String[] {"bob", "builder"});

    @TempDir
    Path dataDir;

    @Test
    void aFloodFromOneInitiatorStopsAtItsLimitAndAnothersCreatesStillSucceed() throws Exception {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.LIMIT_INITIATOR_AGREEMENTS, "3",
                Setting.CLOCK_SPEEDUP, "1")))) { // nothing completes during the test
            AgreementFactory asAlice = Clients.port(AgreementFactory.class, provider.baseUrl(), ALICE);
            AgreementFactory asBob = Clients.port(AgreementFactory.class, provider.baseUrl(), BOB);
            ExecutorService flood = Executors.newFixedThreadPool(4);
            List<Future<String>> floodAnswers = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                String name = "flood " + i;
                floodAnswers.add(flood.submit(() -> outcome(asAlice, name)));
            }
            List<String> bobAnswers = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                bobAnswers.add(outcome(asBob, "bob " + i));
            }
            List<String> aliceAnswers = new ArrayList<>();
            for (Future<String> answer : floodAnswers) {
                aliceAnswers.add(answer.get());
            }
            flood.shutdown();

            assertThat(bobAnswers).containsOnly("Observed");
            assertThat(aliceAnswers).filteredOn("Observed"::equals).hasSize(3);
            assertThat(aliceAnswers).filteredOn(a -> !a.equals("Observed")).hasSize(21).allSatisfy(a -> assertThat(a)
                    .isEqualTo("LIMIT_EXCEEDED: initiator 'alice' holds 3 live agreements; the limit "
                            + "limits.initiator.agreements is 3 (end or terminate some to make more)"));
        }
    }

    @Test
    void aFloodFromOneInitiatorLeavesTheReserveSoAnotherInitiatorsCreateOfTheSameSizeIsAdmitted() throws Exception {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.CLOCK_SPEEDUP, "1")))) {
            AgreementFactory asAlice = Clients.port(AgreementFactory.class, provider.baseUrl(), ALICE);
            AgreementFactory asBob = Clients.port(AgreementFactory.class, provider.baseUrl(), BOB);
            String refusal = "";
            int admitted = 0;
            while (admitted < 200 && refusal.isEmpty()) {
                String answer = outcome(asAlice, "flood " + admitted);
                refusal = answer.equals("Observed") ? "" : answer;
                admitted += refusal.isEmpty() ? 1 : 0;
            }

            assertThat(refusal).startsWith("REJECTED: fair share: initiator 'alice' is the only one holding capacity;")
                    .contains("fewer than 15 of the 96 nodes able to take a job like it (fairness.reserve = 0.15");
            assertThat(outcome(asBob, "bob 1")).isEqualTo("Observed");
            assertThat(outcome(asBob, "bob 2")).isEqualTo("Observed");
            assertThat(outcome(asAlice, "flood again")).startsWith("REJECTED: fair share: initiator 'alice' holds");
        }
    }

    @Test
    void openNegotiationsStopAtTheInitiatorsLimitWhileAnotherMayStillNegotiateAndTerminatingFreesAPlace()
            throws Exception {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.LIMIT_INITIATOR_NEGOTIATIONS, "2")))) {
            NegotiationFactory asAlice = Clients.port(NegotiationFactory.class, provider.baseUrl(), ALICE);
            NegotiationFactory asBob = Clients.port(NegotiationFactory.class, provider.baseUrl(), BOB);
            String first = initiate(asAlice);
            initiate(asAlice);

            assertThatThrownBy(() -> initiate(asAlice)).isInstanceOfSatisfying(NegotiationFault.class, f -> {
                assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("LIMIT_EXCEEDED");
                assertThat(f.getFaultInfo().getMessage()).isEqualTo("initiator 'alice' holds 2 open negotiations; "
                        + "the limit limits.initiator.negotiations is 2 (terminate some to open more)");
            });
            assertThat(initiate(asBob)).isNotBlank();

            Clients.port(Negotiation.class, provider.baseUrl(), ALICE).terminateNegotiation(first);
            assertThat(initiate(asAlice)).isNotBlank();
        }
    }

    @Test
    void aCreateSlowerThanTheRequestLimitIsRefusedAndTheProviderKeepsServing() throws Exception {
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.LIMIT_REQUEST_MILLIS, "1")))) {
            AgreementFactory factory = Clients.port(AgreementFactory.class, provider.baseUrl());

            assertThatThrownBy(() -> factory.createAgreement(Clients.offer(Offers.librasla("first, cold"))))
                    .isInstanceOfSatisfying(AgreementFactoryFault.class, f -> {
                        assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("LIMIT_EXCEEDED");
                        assertThat(f.getFaultInfo().getMessage()).contains("the limit limits.request.millis is 1 ms")
                                .endsWith("nothing was stored");
                    });
            assertThat(factory.getTemplates()).isNotEmpty();
        }
    }

    private static String initiate(NegotiationFactory factory) throws Exception {
        NegotiationContextType context = new NegotiationContextType();
        context.setNegotiationType(NegotiationTypeType.NEGOTIATION);
        Holder<String> id = new Holder<>();
        factory.initiateNegotiation(context, id, new Holder<>());
        return id.value;
    }

    private static String outcome(AgreementFactory factory, String name) {
        try {
            return factory.createAgreement(Clients.offer(Offers.librasla(name))).getState().value();
        } catch (AgreementFactoryFault f) {
            return f.getFaultInfo().getReasonCode() + ": " + f.getFaultInfo().getMessage();
        } catch (org.accord.schema.service.AccessDeniedFault f) {
            return f.getFaultInfo().getReasonCode() + ": " + f.getFaultInfo().getMessage();
        }
    }
}
