package org.accord.consumer.contractnet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NegotiationBudgetTest {

    private static Duration seconds(double value) {
        return Duration.ofNanos(Math.round(value * 1e9));
    }

    private static SlaJob job(double deadline, double submissionDelay, double returnDelay) {
        return new SlaJob("j1", 4, 1000, 100, seconds(deadline), seconds(submissionDelay), seconds(returnDelay));
    }

    /** Intervals Φ gives when every bid runs to its expiry, as in the paper's model. */
    private static List<Duration> intervalsWhenEveryBidExpires(NegotiationBudget budget) {
        List<Duration> intervals = new ArrayList<>();
        Duration spent = Duration.ZERO;
        for (Optional<Duration> next = budget.nextInterval(spent); next.isPresent();
             next = budget.nextInterval(spent)) {
            intervals.add(next.get());
            spent = spent.plus(next.get());
        }
        return intervals;
    }

    @Test
    void negotiationTimeIsDeadlineMinusSubmissionDelayResponseTimeAndReturnDelay() {
        NegotiationBudget budget = NegotiationBudget.forJob(job(100, 2, 8), seconds(30), seconds(2));

        assertThat(budget.total()).isEqualTo(seconds(60));
    }

    @Test
    void eachIntervalIsHalfOfTheNegotiationTimeStillRemaining() {
        NegotiationBudget budget = new NegotiationBudget(seconds(60), seconds(2));

        assertThat(intervalsWhenEveryBidExpires(budget))
                .containsExactly(seconds(30), seconds(15), seconds(7.5), seconds(3.75));
    }

    @Test
    void givesUpWhenHalfOfTheRemainingTimeIsShorterThanTheMinimumInterval() {
        NegotiationBudget budget = new NegotiationBudget(seconds(60), seconds(2));

        assertThat(budget.nextInterval(seconds(56.25))).isEmpty();
        assertThat(budget.nextInterval(seconds(56))).contains(seconds(2));
        assertThat(budget.nextInterval(seconds(61))).isEmpty();
    }

    @Test
    void intervalsNeverAddUpToMoreThanTheNegotiationTime() {
        for (double total : new double[] {0.5, 1, 7, 60, 3600}) {
            for (double minimum : new double[] {0.001, 0.1, 1}) {
                NegotiationBudget budget = new NegotiationBudget(seconds(total), seconds(minimum));
                Duration sum = intervalsWhenEveryBidExpires(budget).stream()
                        .reduce(Duration.ZERO, Duration::plus);

                assertThat(sum).as("t_neg %s, minimum %s", total, minimum).isLessThanOrEqualTo(seconds(total));
                assertThat(seconds(total).minus(sum)).isLessThan(seconds(2 * minimum));
            }
        }
    }

    @Test
    void earlyAnswersLeaveTheirUnusedTimeToLaterBids() {
        NegotiationBudget budget = new NegotiationBudget(seconds(60), seconds(2));

        assertThat(budget.nextInterval(Duration.ZERO)).contains(seconds(30));
        assertThat(budget.nextInterval(seconds(10))).contains(seconds(25));
    }

    @Test
    void allowsNoBidWhenNothingIsLeftForNegotiation() {
        NegotiationBudget budget = NegotiationBudget.forJob(job(40, 5, 5), seconds(30), seconds(1));

        assertThat(budget.total()).isEqualTo(Duration.ZERO);
        assertThat(budget.nextInterval(Duration.ZERO)).isEmpty();
    }

    @Test
    void rejectsJobThatMissesItsDeadlineEvenWithoutNegotiation() {
        assertThatThrownBy(() -> NegotiationBudget.forJob(job(40, 5, 6), seconds(30), seconds(1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("job j1 cannot meet its deadline");
    }

    @Test
    void rejectsNonPositiveMinimumInterval() {
        assertThatThrownBy(() -> new NegotiationBudget(seconds(60), Duration.ZERO))
                .hasMessage("minimum interval must be positive: PT0S");
    }
}
