package org.accord.scheduler.admission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PolicyRegistryTest {

    @Test
    void createsEveryPolicyByItsStableName() {
        assertThat(PolicyRegistry.names()).containsExactly("librasla", "libra", "edd", "fcfs", "greedy-backfilling",
                "librasla-value");
        for (String name : PolicyRegistry.names()) {
            assertThat(PolicyRegistry.create(name).name()).isEqualTo(name);
        }
        assertThat(((EddAdmission) PolicyRegistry.create("edd", PolicySettings.defaults().withSlackFactor(5)))
                .slackFactor()).isEqualTo(5.0);
    }

    @Test
    void unknownNameListsTheKnownOnes() {
        assertThatThrownBy(() -> PolicyRegistry.create("2"))
                .isInstanceOf(UnknownPolicyException.class)
                .hasMessage("unknown admission policy '2', known: librasla, libra, edd, fcfs, greedy-backfilling, librasla-value");
    }
}
