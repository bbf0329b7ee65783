package org.accord.provider.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

class SettingsBuilderTest {

    @Test
    void aBuilderLeftAloneGivesTheDefaults() {
        assertThat(ProviderSettings.builder().build()).isEqualTo(ProviderSettings.defaults());
    }

    @Test
    void typedValuesGiveWhatTheSameFlagsGive() {
        Path data = Path.of("build-data");
        ProviderSettings built = ProviderSettings.builder().dataDir(data).nodes(8).plannerNodes(0).clockSpeedup(20000)
                .admissionPolicy("libra").build();

        assertThat(built).isEqualTo(SettingsLoader.fromValues(Map.of(
                Setting.DATA_DIR, "build-data", Setting.NODES, "8", Setting.PLANNER_NODES, "0",
                Setting.CLOCK_SPEEDUP, "20000", Setting.ADMISSION_POLICY, "libra")));
        assertThat(built.usersFile()).isEqualTo(data.resolve("users.properties"));
    }

    @Test
    void aBadValueIsRefusedNamingItsSetting() {
        assertThatThrownBy(() -> ProviderSettings.builder().nodes(0).build())
                .isInstanceOf(SettingsException.class).hasMessageContaining("nodes");
        assertThatThrownBy(() -> ProviderSettings.builder().nodes(4).plannerNodes(4).build())
                .isInstanceOf(SettingsException.class).hasMessageContaining("planner.nodes");
    }
}
