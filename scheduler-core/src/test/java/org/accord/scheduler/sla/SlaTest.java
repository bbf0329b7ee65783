package org.accord.scheduler.sla;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SlaTest {
    private final Sla soft = new Sla(DeadlineType.SOFT, 100, 50, 2);

    @Test
    void delayIsTurnaroundMinusDeadline() {
        assertThat(soft.delay(10, 130)).isEqualTo(20.0);
        assertThat(soft.delay(10, 100)).isEqualTo(-10.0);
    }

    @Test
    void utilityIsBudgetMinusDelayTimesPenaltyRate() {
        assertThat(soft.utility(20)).isEqualTo(50 - 20 * 2.0);
    }

    @Test
    void finishingEarlyEarnsExactlyTheBudget() {
        assertThat(soft.utility(-10)).isEqualTo(50.0);
        assertThat(soft.utility(0)).isEqualTo(50.0);
    }

    @Test
    void utilityBecomesAPenaltyPastBudgetOverPenaltyRate() {
        assertThat(soft.utility(40)).isEqualTo(-30.0);
    }

    @Test
    void hardSlaIsFulfilledOnlyWithoutDelayWhileSoftToleratesDelay() {
        Sla hard = new Sla(DeadlineType.HARD, 100, 50, 2);
        assertThat(hard.fulfilledBy(0)).isTrue();
        assertThat(hard.fulfilledBy(1)).isFalse();
        assertThat(soft.fulfilledBy(1000)).isTrue();
    }

    @Test
    void rejectsNonPositiveDeadlineNamingTheValue() {
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, -3, 1, 1))
                .hasMessage("deadline must be positive and finite: -3.0");
    }

    @Test
    void rejectsAZeroDeadlineAndNegativeMoney() {
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 0, 1, 1)).hasMessage("deadline must be positive and finite: 0.0");
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 10, -1, 1)).hasMessage("budget must not be negative: -1.0");
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 10, 1, -2)).hasMessage("penalty rate must not be negative: -2.0");
    }

    @Test
    void namesNaNAndInfinityAsWhatTheyAreNotAsNegativeValues() {
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 10, Double.NaN, 1))
                .hasMessage("budget must be a number, not NaN");
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 10, 1, Double.NaN))
                .hasMessage("penalty rate must be a number, not NaN");
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, Double.NaN, 1, 1))
                .hasMessage("deadline must be a number, not NaN");
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 10, Double.POSITIVE_INFINITY, 1))
                .hasMessage("budget must be finite: Infinity");
        assertThatThrownBy(() -> new Sla(DeadlineType.HARD, 10, 1, Double.POSITIVE_INFINITY))
                .hasMessage("penalty rate must be finite: Infinity");
    }

    @Test
    void jobDueTimeIsSubmitPlusDeadlineAndInfiniteForBestEffort() {
        assertThat(SlaJob.withSla("a", 10, 5, 1, soft).dueTime()).isEqualTo(110.0);
        assertThat(SlaJob.bestEffort("b", 10, 5, 1).dueTime()).isInfinite();
        assertThatThrownBy(() -> SlaJob.bestEffort("c", 0, 0, 1)).hasMessage("runtime must be positive: 0.0");
    }
}
