package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import jakarta.xml.ws.WebServiceException;

import org.accord.document.WsagToDomain;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.provider.security.UserFile;
import org.accord.schema.service.AccessDeniedFault;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.PendingAgreement;
import org.accord.schema.service.PendingAgreements;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** HTTP Basic on: agreements belong to the authenticated user who created them. */
class SecuredProviderIT {

    private static final Optional<String[]> ALICE = Optional.of(new String[] {"alice", "wonder land"});
    private static final Optional<String[]> BOB = Optional.of(new String[] {"bob", "builder"});
    private static final Optional<String[]> CAROL = Optional.of(new String[] {"carol", "operates"});

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;

    @BeforeAll
    static void start() {
        Path users = dataDir.resolve("users.properties");
        UserFile.put(users, "alice", "wonder land".toCharArray(), 1000);
        UserFile.put(users, "bob", "builder".toCharArray(), 1000);
        UserFile.put(users, "carol", "operates".toCharArray(), 1000);
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.SECURITY_ENABLED, "true",
                Setting.USERS_FILE, users.toString(), Setting.CLOCK_SPEEDUP, "1", Setting.OPERATORS, "carol")));
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void anotherUsersAgreementIsNeitherVisibleNorTerminable() throws Exception {
        String id = Clients.port(AgreementFactory.class, provider.baseUrl(), ALICE)
                .createAgreement(Clients.offer(Offers.librasla("alice's"))).getAgreementId();
        Agreement asBob = Clients.port(Agreement.class, provider.baseUrl(), BOB);

        assertThatThrownBy(() -> asBob.getAgreement(id)).isInstanceOfSatisfying(AccessDeniedFault.class,
                f -> assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("ACCESS_DENIED"));
        assertThatThrownBy(() -> asBob.terminate(id, "not mine")).isInstanceOf(AccessDeniedFault.class);
        assertThat(Clients.port(Agreement.class, provider.baseUrl(), ALICE).getAgreement(id).getAgreementId())
                .isEqualTo(id);
    }

    @Test
    void theAuthenticatedCallerIsTheAgreementsInitiatorWhateverTheOfferClaims() throws Exception {
        String claimsBob = Offers.librasla("alice's, claiming bob");
        AgreementFactory asAlice = Clients.port(AgreementFactory.class, provider.baseUrl(), ALICE);
        String id = asAlice.createAgreement(Clients.offer(claimsBob)).getAgreementId();

        assertThat(claimsBob).contains(">bob@example.org<");
        assertThat(WsagToDomain.agreement(Clients.port(Agreement.class, provider.baseUrl(), ALICE).getAgreement(id))
                .context().initiator()).contains("alice");
        assertThat(asAlice.createAgreement(Clients.offer(claimsBob)).getAgreementId()).isEqualTo(id);
    }

    @Test
    void onlyAnOperatorMayListAcceptAndRejectPendingAgreements() throws Exception {
        AgreementFactory asAlice = Clients.port(AgreementFactory.class, provider.baseUrl(), ALICE);
        String first = asAlice.createPendingAgreement(Clients.offer(Offers.librasla("alice's pending"))).getAgreementId();
        String second = asAlice.createPendingAgreement(Clients.offer(Offers.librasla("alice's other"))).getAgreementId();
        for (Optional<String[]> user : List.of(ALICE, BOB)) {
            PendingAgreements notOperator = Clients.port(PendingAgreements.class, provider.baseUrl(), user);
            assertThatThrownBy(notOperator::listPending).isInstanceOfSatisfying(AccessDeniedFault.class,
                    f -> assertThat(f.getFaultInfo().getMessage()).contains("'" + user.get()[0] + "'")
                            .contains("security.operators"));
            assertThatThrownBy(() -> notOperator.acceptPending(first)).isInstanceOf(AccessDeniedFault.class);
            assertThatThrownBy(() -> notOperator.rejectPending(first, "no")).isInstanceOf(AccessDeniedFault.class);
        }

        PendingAgreements asCarol = Clients.port(PendingAgreements.class, provider.baseUrl(), CAROL);
        assertThat(asCarol.listPending()).filteredOn(p -> p.getAgreementId().equals(first))
                .singleElement().extracting(PendingAgreement::getInitiator).isEqualTo("alice");
        assertThat(asCarol.acceptPending(first).getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
        assertThat(asCarol.rejectPending(second, null).getState()).isEqualTo(AgreementStateDefinition.REJECTED);
        assertThat(asCarol.listPending()).isEmpty();
    }

    @Test
    void callsWithoutCredentialsAreRefused() {
        assertThatThrownBy(() -> Clients.port(AgreementFactory.class, provider.baseUrl()).getTemplates())
                .isInstanceOf(WebServiceException.class);
    }
}
