package org.accord.provider.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.accord.provider.config.Setting;
import org.accord.provider.config.SettingsException;
import org.accord.provider.config.SettingsLoader;
import org.accord.scheduler.resource.Node;
import org.junit.jupiter.api.Test;

class NodePartitionTest {

    @Test
    void aQuarterOfTheNodesGoToTheReservationPlannerByDefault() {
        NodePartition partition = NodePartition.of(SettingsLoader.fromValues(Map.of(
                Setting.NODES, "8", Setting.PROCESSORS_PER_NODE, "2")));

        assertThat(partition.reservationProcessors()).isEqualTo(4); // node-0 and node-1, two processors each
        assertThat(partition.nodeOfProcessor(3)).isEqualTo("node-1");
        assertThat(partition.deadlineCluster().nodes()).extracting(Node::id)
                .containsExactly("node-2", "node-3", "node-4", "node-5", "node-6", "node-7");
    }

    @Test
    void plannerNodesSettingMovesTheSplitAndZeroGivesEveryNodeToDeadlineSlas() {
        assertThat(NodePartition.of(SettingsLoader.fromValues(Map.of(
                Setting.NODES, "128", Setting.PLANNER_NODES, "0")))
                .deadlineCluster().nodes()).hasSize(128);
        assertThat(NodePartition.of(SettingsLoader.fromValues(Map.of(
                Setting.NODES, "128", Setting.PLANNER_NODES, "48")))
                .reservationProcessors()).isEqualTo(48);
        assertThatThrownBy(() -> SettingsLoader.fromValues(Map.of(
                Setting.NODES, "4", Setting.PLANNER_NODES, "4")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("planner.nodes");
    }
}
