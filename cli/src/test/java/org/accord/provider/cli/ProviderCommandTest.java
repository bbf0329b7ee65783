package org.accord.provider.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.accord.provider.config.Setting;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ProviderCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void helpListsConfigAndEverySettingsFlagWithItsKeyDescriptionAndDefault() {
        int exit = commandLine().execute("--help");

        assertThat(exit).isZero();
        String help = out.toString().replaceAll("\\s+", " ");
        assertThat(help).contains("--config=FILE");
        for (Setting setting : Setting.values()) {
            assertThat(help).contains(setting.flag() + "=<" + setting.key() + ">");
        }
        assertThat(help).contains("TCP port of the embedded server").contains("Default: 8080.")
                .contains("Default: min(TF + w*NCPU).").contains("Default: (empty).");
    }

    @Test
    void anUnknownFlagIsABadSettingNamedOnStandardError() {
        int exit = commandLine().execute("--nodez", "3");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("--nodez");
    }

    @Test
    void aFlagWithoutItsValueIsABadSettingNamedOnStandardError() {
        int exit = commandLine().execute("--data", dir.toString(), "--port");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("--port");
    }

    @Test
    void aFlagsValueIsCheckedAndTheFlagNamed() {
        int exit = commandLine().execute("--port", "seventy", "--data", dir.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("--port").contains("seventy");
    }

    @Test
    void theConfigFileIsReadAndItsProblemsNamed() throws Exception {
        Path config = Files.writeString(dir.resolve("provider.properties"), "nodes=0\n");

        int exit = commandLine().execute("--config", config.toString(), "--data", dir.toString());

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).contains("nodes").contains(config.toString());
    }

    private CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new ProviderCommand());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }
}
