package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.CreatedAgreement;
import org.accord.schema.service.PendingAgreement;
import org.accord.schema.service.PendingAgreements;
import org.accord.schema.service.PendingDecision;
import org.accord.schema.service.ResourceUnknownFault;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PendingAgreements port over HTTP with security off (every caller is "anonymous" and may use it).
 * 8 nodes: 6 for deadline SLAs, which two hard LibraSLA jobs fill; only the reservation tests use the
 * other 2, and the clock barely moves, so nothing completes and frees capacity during a test.
 */
class PendingAgreementsIT {

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;
    private static AgreementFactory factory;
    private static PendingAgreements pending;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.NODES, "8", Setting.CLOCK_SPEEDUP, "0.000001")));
        factory = Clients.port(AgreementFactory.class, provider.baseUrl());
        pending = Clients.port(PendingAgreements.class, provider.baseUrl());
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @Test
    void aPendingAgreementIsListedWithItsInitiatorTemplateAndCreationTime() throws Exception {
        Instant before = Instant.now().minusSeconds(1);
        CreatedAgreement created = factory.createPendingAgreement(Clients.offer(Offers.hpcLater("listed")));

        assertThat(created.getState()).isEqualTo(AgreementStateDefinition.PENDING);
        PendingAgreement listed = listed(created.getAgreementId());
        assertThat(listed.getInitiator()).isEqualTo("anonymous");
        assertThat(listed.getTemplateId()).isEqualTo("hpc-job");
        Instant when = listed.getCreated();
        assertThat(when).isBetween(before, Instant.now().plus(Duration.ofSeconds(1)));
    }

    @Test
    void capacityIsTakenOnlyWhenAPendingAgreementIsAccepted() throws Exception {
        String first = factory.createPendingAgreement(Clients.offer(Offers.hardLibrasla("pending-1"))).getAgreementId();
        String second = factory.createPendingAgreement(Clients.offer(Offers.hardLibrasla("pending-2"))).getAgreementId();
        assertThat(factory.createAgreement(Clients.offer(Offers.hardLibrasla("direct"))).getState())
                .as("pending agreements hold no capacity").isEqualTo(AgreementStateDefinition.OBSERVED);

        PendingDecision accepted = pending.acceptPending(first);
        assertThat(accepted.getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
        assertThat(accepted.getReason()).isNull();

        PendingDecision refused = pending.acceptPending(second);
        assertThat(refused.getState()).isEqualTo(AgreementStateDefinition.REJECTED);
        assertThat(refused.getReason()).isNotBlank();
        assertThatThrownBy(() -> factory.createAgreement(Clients.offer(Offers.hardLibrasla("late"))))
                .isInstanceOfSatisfying(AgreementFactoryFault.class,
                        f -> assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("REJECTED"));
        assertThat(ids()).doesNotContain(first, second);
    }

    @Test
    void aRejectedPendingAgreementIsNoLongerListedAndCannotBeAccepted() throws Exception {
        String id = factory.createPendingAgreement(Clients.offer(Offers.hpcLater("rejected"))).getAgreementId();

        PendingDecision rejected = pending.rejectPending(id, "the cluster is reserved for maintenance");

        assertThat(rejected.getState()).isEqualTo(AgreementStateDefinition.REJECTED);
        assertThat(rejected.getReason()).isEqualTo("the cluster is reserved for maintenance");
        assertThat(ids()).doesNotContain(id);
        assertThatThrownBy(() -> pending.acceptPending(id)).isInstanceOfSatisfying(AgreementFactoryFault.class, f -> {
            assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("INVALID_STATE");
            assertThat(f.getFaultInfo().getMessage()).isEqualTo("agreement '" + id + "' is Rejected, not Pending");
        });
        assertThatThrownBy(() -> pending.rejectPending(id, null)).isInstanceOf(AgreementFactoryFault.class);
    }

    @Test
    void anUnknownAgreementIsAResourceUnknownFault() {
        assertThatThrownBy(() -> pending.acceptPending("no-such-agreement"))
                .isInstanceOfSatisfying(ResourceUnknownFault.class, f -> {
                    assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("UNKNOWN_AGREEMENT");
                    assertThat(f.getFaultInfo().getMessage()).contains("no-such-agreement");
                });
        assertThatThrownBy(() -> pending.rejectPending("no-such-agreement", "gone"))
                .isInstanceOf(ResourceUnknownFault.class);
    }

    @Test
    void theWsdlOfThePortIsServed() {
        assertThat(Clients.get(provider.baseUrl() + "/PendingAgreements?wsdl").body())
                .contains("PendingAgreementsService").contains("acceptPending");
    }

    private static PendingAgreement listed(String id) throws Exception {
        List<PendingAgreement> all = pending.listPending();
        return all.stream().filter(p -> p.getAgreementId().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError(id + " is not listed among " + all.size() + " pending agreements"));
    }

    private static List<String> ids() throws Exception {
        return pending.listPending().stream().map(PendingAgreement::getAgreementId).toList();
    }
}
