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

    @Test
    void namesNotANumberAndInfinityAsWhatTheyAre() {
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 10, Double.NaN, 1)).hasMessage("budget must be a number, not NaN");
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 10, 1, Double.POSITIVE_INFINITY))
                .hasMessage("penalty rate must be finite: Infinity");
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, Double.NaN, 1, 1)).hasMessage("deadline must be a number, not NaN");
    }
}
