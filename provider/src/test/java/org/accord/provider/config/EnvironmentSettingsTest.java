package org.accord.provider.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every setting from an environment variable: command line over environment over config file over defaults. */
class EnvironmentSettingsTest {

    @TempDir
    Path dir;

    @Test
    void eachSettingHasAnAccordVariableNamedAfterItsKey() {
        assertThat(Setting.PORT.environmentVariable()).isEqualTo("ACCORD_PORT");
        assertThat(Setting.DATA_DIR.environmentVariable()).isEqualTo("ACCORD_DATA_DIR");
        assertThat(Setting.PROCESSORS_PER_NODE.environmentVariable()).isEqualTo("ACCORD_NODE_PROCESSORS");
        assertThat(Setting.byEnvironmentVariable("ACCORD_METRICS_ENABLED")).contains(Setting.METRICS_ENABLED);
    }

    @Test
    void environmentOverridesTheConfigFileAndTheCommandLineOverridesTheEnvironment() throws IOException {
        Path config = Files.writeString(dir.resolve("provider.properties"), "port=7000\nnodes=3\nnode.processors=2\n");
        Map<String, String> environment = Map.of("ACCORD_PORT", "7100", "ACCORD_NODES", "5", "ACCORD_JAVA_OPTS", "-Xmx1g");

        ProviderSettings settings = SettingsLoader.fromFlags(Optional.of(config), Map.of(Setting.PORT, "7200"),
                environment);

        assertThat(settings.port()).isEqualTo(7200);
        assertThat(settings.nodes()).isEqualTo(5);
        assertThat(settings.processorsPerNode()).isEqualTo(2);
    }

    @Test
    void accordConfigNamesTheConfigFileWhenNoFlagDoes() throws IOException {
        Path config = Files.writeString(dir.resolve("provider.properties"), "nodes=7\n");

        ProviderSettings settings = SettingsLoader.fromFlags(Optional.empty(), Map.of(),
                Map.of("ACCORD_CONFIG", config.toString()));

        assertThat(settings.nodes()).isEqualTo(7);
    }

    @Test
    void aBadValueNamesTheVariableItCameFrom() {
        assertThatThrownBy(() -> SettingsLoader.fromFlags(Optional.empty(), Map.of(), Map.of("ACCORD_PORT", "eighty")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("ACCORD_PORT").hasMessageContaining("eighty");
    }

    @Test
    void theDefaultsDoNotReadTheEnvironment() {
        assertThat(SettingsLoader.defaults().port()).isEqualTo(8080);
    }
}
