package org.accord.sla;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SlaTermsTest {

    private final SlaTerms soft = new SlaTerms(DeadlineType.SOFT, 14400, 100, 0.01);

    @Test
    void earnsTheFullBudgetWhenTheJobFinishesOnTime() {
        assertThat(soft.utility(0)).isEqualTo(100);
        assertThat(soft.utility(-500)).isEqualTo(100);
    }

    @Test
    void losesThePenaltyRateForEverySecondOfDelay() {
        assertThat(soft.utility(600)).isEqualTo(94.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void becomesAPenaltyOnceTheDelayExceedsBudgetOverRate() {
        assertThat(soft.utility(20000)).isEqualTo(-100.0, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void rejectsNonPositiveDeadlinesAndNegativeMoney() {
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 0, 1, 1)).hasMessage("deadline must be positive and finite: 0.0");
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 10, -1, 1)).hasMessage("budget must not be negative: -1.0");
        assertThatThrownBy(() -> new SlaTerms(DeadlineType.HARD, 10, 1, -2)).hasMessage("penalty rate must not be negative: -2.0");
    }
}
