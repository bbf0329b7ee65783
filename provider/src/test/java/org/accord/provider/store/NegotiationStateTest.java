package org.accord.provider.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class NegotiationStateTest {

    @Test
    void readsBackEveryStateFromTheTextItIsStoredAs() {
        for (NegotiationState state : NegotiationState.values()) {
            assertThat(NegotiationState.ofStoredName(state.storedName())).isEqualTo(state);
        }
        assertThat(NegotiationState.NEGOTIATING.storedName()).isEqualTo("Negotiating"); // as rows written before hold it
    }

    @Test
    void refusesStoredTextThatNamesNoStateAndListsTheKnownOnes() {
        assertThatThrownBy(() -> NegotiationState.ofStoredName("Paused"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'Paused'").hasMessageContaining("Negotiating").hasMessageContaining("Terminated");
    }
}
