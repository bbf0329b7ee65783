package org.accord.provider.endpoint;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;

import jakarta.xml.ws.Holder;

import org.accord.provider.config.Setting;
import org.h2.tools.RunScript;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.accord.document.DocumentKind;
import org.accord.document.Documents;
import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.SettingsLoader;
import org.accord.schema.service.Agreement;
import org.accord.schema.service.AgreementState;
import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.AgreementStateType;
import org.accord.schema.wsag.GuaranteeTermStateType;
import org.accord.schema.wsag.ServiceTermStateType;

/**
 * An upgrade over a store Accord 0.1 wrote. {@code stores/accord-0.1-unqualified.sql} is H2's SCRIPT of the
 * database a 0.1 provider (commit a9ff757) left after `./accord client` created two agreements from the example
 * offers, one from the hpc-job template, one pending, one through negotiation, and terminated one: its
 * agreement documents carry GFD.107's attributes unqualified ({@code AgreementId="..."}, {@code Name="..."}).
 * The provider must start on it, restore those agreements and serve them in the specifications' form.
 */
class Accord01StoreIT {

    private static final List<String> IDS = List.of("01a21248-afed-7c9b-a802-a2b3bf5d563c",
            "01a21248-e78b-736e-99b6-666c85939def", "01a21249-15a8-75f3-84bb-fb7857c6eafc",
            "01a21249-3ecf-72e1-80e8-6b86d4a3c616", "01a21249-9764-73f6-a885-03beef4f5c0c");

    @TempDir
    Path dataDir;

    @Test
    void aProviderStartsOnAnAccord01StoreAndServesItsAgreementsQualified() throws Exception {
        restoreAccord01Store();

        try (EmbeddedProvider provider = EmbeddedProvider.startOnFreePort(
                SettingsLoader.fromValues(Map.of(Setting.DATA_DIR, dataDir.toString())))) {
            AgreementState states = Clients.port(AgreementState.class, provider.baseUrl());
            assertThat(IDS).extracting(id -> stateOf(states, id)).containsExactly(
                    AgreementStateDefinition.COMPLETE, AgreementStateDefinition.COMPLETE,
                    AgreementStateDefinition.COMPLETE, AgreementStateDefinition.PENDING,
                    AgreementStateDefinition.COMPLETE);

            Agreement agreements = Clients.port(Agreement.class, provider.baseUrl());
            String served = Documents.standard().toXml(DocumentKind.AGREEMENT, agreements.getAgreement(IDS.get(0)));
            assertThat(served).contains("wsag:AgreementId=\"" + IDS.get(0) + "\"", "wsag:Name=\"job\"",
                    "wsag:ServiceName=\"hpc-compute\"").doesNotContain(" Name=\"", " AgreementId=\"");

            assertThat(Clients.port(org.accord.schema.service.AgreementFactory.class, provider.baseUrl())
                    .getTemplates()).hasSize(2);
        }
    }

    private static AgreementStateDefinition stateOf(AgreementState state, String id) {
        Holder<AgreementStateType> agreement = new Holder<>();
        Holder<List<ServiceTermStateType>> services = new Holder<>();
        Holder<List<GuaranteeTermStateType>> guarantees = new Holder<>();
        try {
            state.getAgreementState(id, agreement, services, guarantees);
        } catch (Exception e) {
            throw new AssertionError("getAgreementState(" + id + ") failed: " + e.getMessage(), e);
        }
        return agreement.value.getState();
    }

    private void restoreAccord01Store() throws Exception {
        String url = "jdbc:h2:file:" + dataDir.resolve("accord") + ";WRITE_DELAY=0";
        try (Connection connection = new org.h2.Driver().connect(url, new java.util.Properties());
                InputStream script = Accord01StoreIT.class.getResourceAsStream("/stores/accord-0.1-unqualified.sql")) {
            RunScript.execute(connection, new InputStreamReader(script, StandardCharsets.UTF_8));
        }
    }
}
