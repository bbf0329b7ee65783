package org.accord.sla;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SlaTermsTest {

    @Test
    void rejectsNonPositiveDeadlinesAndNegativeMoney() {
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 0, 1, 1)).hasMessage("deadline must be positive and finite: 0.0");
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 10, -1, 1)).hasMessage("budget must not be negative: -1.0");
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 10, 1, -2)).hasMessage("penalty rate must not be negative: -2.0");
    }
}
