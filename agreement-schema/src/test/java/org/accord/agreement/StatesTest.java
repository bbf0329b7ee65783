package org.accord.agreement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;

import org.accord.schema.wsag.AgreementStateDefinition;
import org.accord.schema.wsag.GuaranteeTermStateDefinition;
import org.accord.schema.wsag.ServiceTermStateDefinition;
import org.junit.jupiter.api.Test;

/** The domain state enums and the schema's state types name exactly the same states. */
class StatesTest {

    @Test
    void agreementStatesMatchTheSchema() {
        assertThat(Arrays.stream(AgreementState.values()).map(AgreementState::wsagName))
                .containsExactlyElementsOf(Arrays.stream(AgreementStateDefinition.values()).map(AgreementStateDefinition::value).toList());
        assertThat(AgreementState.fromWsagName("ObservedAndTerminating")).isEqualTo(AgreementState.OBSERVED_AND_TERMINATING);
    }

    @Test
    void termStatesMatchTheSchema() {
        assertThat(Arrays.stream(ServiceTermState.values()).map(ServiceTermState::wsagName))
                .containsExactlyElementsOf(Arrays.stream(ServiceTermStateDefinition.values()).map(ServiceTermStateDefinition::value).toList());
        assertThat(Arrays.stream(GuaranteeTermState.values()).map(GuaranteeTermState::wsagName))
                .containsExactlyElementsOf(Arrays.stream(GuaranteeTermStateDefinition.values()).map(GuaranteeTermStateDefinition::value).toList());
    }

    @Test
    void onlyRejectedCompleteAndTerminatedAreFinal() {
        assertThat(Arrays.stream(AgreementState.values()).filter(AgreementState::isFinal))
                .containsExactly(AgreementState.REJECTED, AgreementState.COMPLETE, AgreementState.TERMINATED);
    }

    @Test
    void rejectsAnUnknownStateName() {
        assertThatThrownBy(() -> AgreementState.fromWsagName("Done")).hasMessage("unknown agreement state: Done");
    }
}
