package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import jakarta.xml.ws.Holder;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.agreement.Offers;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsLoader;
import org.accord.schema.service.AgreementFactory;
import org.accord.schema.service.AgreementFactoryFault;
import org.accord.schema.service.AgreementState;
import org.accord.schema.service.PendingAgreement;
import org.accord.schema.service.PendingAgreements;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stop and start on the same data directory: agreements, their states and the resource record survive
 * (8 nodes: 2 reservation processors, 6 deadline nodes that two hard LibraSLA jobs fill).
 */
class RestartIT {

    @TempDir
    Path dataDir;

    @Test
    void agreementsAndTheResourceRecordSurviveARestart() throws Exception {
        ProviderSettings settings = SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.NODES, "8", Setting.CLOCK_SPEEDUP, "0.000001"));
        String first;
        String second;
        String terminated;
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(settings)) {
            AgreementFactory factory = Clients.port(AgreementFactory.class, provider.baseUrl());
            first = factory.createAgreement(Clients.offer(Offers.hardLibrasla("first"))).getAgreementId();
            second = factory.createAgreement(Clients.offer(Offers.hardLibrasla("second"))).getAgreementId();
            terminated = factory.createAgreement(Clients.offer(
                    Offers.hpcLater("terminated").replace("min=\"8\" max=\"32\"", "min=\"1\" max=\"2\""))).getAgreementId();
            Clients.port(org.accord.schema.service.Agreement.class, provider.baseUrl()).terminate(terminated, "test");
        }
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(settings)) {
            AgreementState state = Clients.port(AgreementState.class, provider.baseUrl());
            assertThat(stateOf(state, first)).isEqualTo(AgreementStateDefinition.OBSERVED);
            assertThat(stateOf(state, second)).isEqualTo(AgreementStateDefinition.OBSERVED);
            assertThat(stateOf(state, terminated)).isEqualTo(AgreementStateDefinition.TERMINATED);
            AgreementFactory factory = Clients.port(AgreementFactory.class, provider.baseUrl());
            assertThatThrownBy(() -> factory.createAgreement(Clients.offer(Offers.hardLibrasla("third"))))
                    .isInstanceOfSatisfying(AgreementFactoryFault.class, // the rebuilt record is as full as before
                            f -> assertThat(f.getFaultInfo().getReasonCode()).isEqualTo("REJECTED"));
            assertThat(factory.createAgreement(Clients.offer(Offers.hardLibrasla("first"))).getAgreementId())
                    .isEqualTo(first); // a retry after the restart still finds the agreement
        }
    }

    @Test
    void aPendingAgreementSurvivesARestartAndIsAcceptedAfterIt() throws Exception {
        ProviderSettings settings = SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString(), Setting.NODES, "8", Setting.CLOCK_SPEEDUP, "0.000001"));
        String id;
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(settings)) {
            id = Clients.port(AgreementFactory.class, provider.baseUrl())
                    .createPendingAgreement(Clients.offer(Offers.hardLibrasla("waits"))).getAgreementId();
        }
        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(settings)) {
            PendingAgreements pending = Clients.port(PendingAgreements.class, provider.baseUrl());
            assertThat(pending.listPending()).extracting(PendingAgreement::getAgreementId).containsExactly(id);

            assertThat(pending.acceptPending(id).getState()).isEqualTo(AgreementStateDefinition.OBSERVED);
            assertThat(stateOf(Clients.port(AgreementState.class, provider.baseUrl()), id))
                    .isEqualTo(AgreementStateDefinition.OBSERVED);
            assertThat(pending.listPending()).isEmpty();
        }
    }

    private static AgreementStateDefinition stateOf(AgreementState state, String id) throws Exception {
        Holder<AgreementStateType> agreement = new Holder<>();
        Holder<List<ServiceTermStateType>> services = new Holder<>();
        Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
        state.getAgreementState(id, agreement, services, guarantees);
        return agreement.value.getState();
    }
}
