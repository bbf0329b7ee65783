package org.accord.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.accord.provider.config.Setting;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

import com.sun.tools.ws.WsImport;

import org.accord.provider.EmbeddedProvider;
import org.accord.provider.config.SettingsLoader;

/**
 * What a user of another toolkit does first: run Metro's wsimport on the URL {@code ./accord provider} prints,
 * as it is served (no hand edits), into one package ({@code -p}) and with the default packages. The clients
 * that MetroOnePackageClientIT and MetroDefaultPackagesClientIT drive are generated the same way at build time
 * from the WSDL file the provider serves.
 */
class LiveWsdlImportIT {

    @TempDir
    static Path dataDir;

    private static EmbeddedProvider provider;

    @BeforeAll
    static void start() {
        provider = EmbeddedProvider.startOnFreePort(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, dataDir.toString())));
    }

    @AfterAll
    static void stop() {
        provider.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"AgreementFactory", "Negotiation"})
    void wsimportGeneratesAClientIntoOnePackageFromTheLiveWsdl(String port, @TempDir Path out) throws Throwable {
        int exit = wsimport(out, "-p", "one.pkg", provider.baseUrl() + "/" + port + "?wsdl");

        assertThat(exit).isZero();
        assertThat(out.resolve("one/pkg/AgreementFactoryService.java")).exists();
        assertThat(out.resolve("one/pkg/Terminate.java")).exists();
        assertThat(out.resolve("one/pkg/TerminateNegotiation.java")).exists();
    }

    @ParameterizedTest
    @ValueSource(strings = {"AgreementFactory", "Negotiation"})
    void wsimportGeneratesAClientWithTheDefaultPackagesFromTheLiveWsdl(String port, @TempDir Path out) throws Throwable {
        int exit = wsimport(out, provider.baseUrl() + "/" + port + "?wsdl");

        assertThat(exit).isZero();
        assertThat(out.resolve("accord/service/_1/AgreementFactoryService.java")).exists();
        assertThat(out.resolve("org/ggf/schemas/graap/_2007/_03/ws_agreement/AgreementTemplateType.java")).exists();
        // GFD.107's qualified attribute form reaches the generated client
        assertThat(Files.readString(out.resolve("org/ggf/schemas/graap/_2007/_03/ws_agreement/AgreementTemplateType.java")))
                .contains("@XmlAttribute(name = \"TemplateId\", namespace = \"http://schemas.ggf.org/graap/2007/03/ws-agreement\"");
    }

    private static int wsimport(Path out, String... arguments) throws Throwable {
        List<String> args = new ArrayList<>(List.of("-Xnocompile", "-keep", "-quiet", "-d", out.toString()));
        args.addAll(List.of(arguments));
        return WsImport.doMain(args.toArray(String[]::new));
    }
}
