package org.accord.provider.execution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsException;
import org.accord.provider.config.SettingsLoader;
import org.junit.jupiter.api.Test;
import org.accord.provider.endpoint.ExecutionBackends;

class ExecutionBackendsTest {

    @Test
    void theSimulatedBackendIsTheDefaultAndOffersTheConfiguredNodes() {
        try (ExecutionBackend backend = ExecutionBackends.create(
                SettingsLoader.fromValues(Map.of(Setting.NODES, "3", Setting.PROCESSORS_PER_NODE, "4")))) {
            assertThat(backend.name()).isEqualTo("simulated");
            assertThat(backend.capacity().nodes()).extracting(ComputeNode::name).containsExactly("node-0", "node-1", "node-2");
            assertThat(backend.capacity().totalCpus()).isEqualTo(12);
        }
    }

    @Test
    void anUnknownBackendNameIsRefusedNamingTheSetting() {
        assertThatThrownBy(() -> ExecutionBackends.create(SettingsLoader.fromValues(Map.of(
                Setting.BACKEND, "pbs"))))
                .isInstanceOf(SettingsException.class).hasMessageContaining("backend").hasMessageContaining("pbs")
                .hasMessageContaining("simulated");
    }

    @Test
    void capacityRefusesDuplicateNodeNames() {
        assertThatThrownBy(() -> new Capacity(java.util.List.of(new ComputeNode("a", 1), new ComputeNode("a", 2))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a is listed twice");
    }
}
