package org.accord.scheduler.contractnet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class BiddingWindowTest {

    private static BidJob job(double deadline, double submissionDelay, double returnDelay) {
        return new BidJob("j1", 4, 1000, 100, deadline, submissionDelay, returnDelay);
    }

    /** Intervals Φ gives when every bid runs to its expiry, as in the paper's model. */
    private static List<Double> intervalsWhenEveryBidExpires(BiddingWindow window) {
        List<Double> intervals = new ArrayList<>();
        double spent = 0;
        for (OptionalDouble next = window.nextInterval(spent); next.isPresent() && intervals.size() < 100;
             next = window.nextInterval(spent)) {
            intervals.add(next.getAsDouble());
            spent += next.getAsDouble();
        }
        return intervals;
    }

    @Test
    void biddingTimeIsDeadlineMinusSubmissionDelayResponseTimeAndReturnDelay() {
        BiddingWindow window = BiddingWindow.eq1(job(100, 2, 8), 30, 2);

        assertThat(window.total()).isEqualTo(60);
        assertThat(window.effectiveDeadline(job(100, 2, 8))).isEqualTo(30);
    }

    @Test
    void eachIntervalIsHalfOfTheBiddingTimeStillRemaining() {
        assertThat(intervalsWhenEveryBidExpires(new BiddingWindow(60, 2))).containsExactly(30.0, 15.0, 7.5, 3.75);
        assertThat(intervalsWhenEveryBidExpires(new BiddingWindow(100, 12))).containsExactly(50.0, 25.0, 12.5);
    }

    @Test
    void givesUpWhenHalfOfTheRemainingTimeIsShorterThanTheMinimumInterval() {
        BiddingWindow window = new BiddingWindow(60, 2);

        assertThat(window.nextInterval(56.25)).isEmpty();
        assertThat(window.nextInterval(56)).hasValue(2);
        assertThat(window.nextInterval(61)).isEmpty();
    }

    @Test
    void intervalsNeverAddUpToMoreThanTheBiddingTime() {
        for (double total : new double[] {0.5, 1, 7, 60, 3600}) {
            for (double minimum : new double[] {0.001, 0.1, 1}) {
                double sum = intervalsWhenEveryBidExpires(new BiddingWindow(total, minimum)).stream()
                        .mapToDouble(Double::doubleValue).sum();

                assertThat(sum).as("t_neg %s, minimum %s", total, minimum).isLessThanOrEqualTo(total);
                assertThat(total - sum).isLessThan(2 * minimum);
            }
        }
    }

    @Test
    void earlyAnswersLeaveTheirUnusedTimeToLaterBids() {
        BiddingWindow window = new BiddingWindow(60, 2);

        assertThat(window.nextInterval(0)).hasValue(30);
        assertThat(window.nextInterval(10)).hasValue(25);
    }

    @Test
    void allowsNoBidWhenNothingIsLeftForBidding() {
        BiddingWindow window = BiddingWindow.eq1(job(40, 5, 5), 30, 1);

        assertThat(window.total()).isZero();
        assertThat(window.nextInterval(0)).isEmpty();
    }

    @Test
    void withoutAMinimumAnEmptyWindowStillAllowsBidsAnsweredAtOnce() {
        BiddingWindow window = BiddingWindow.shareOfDeadline(job(400, 0, 0), 0);

        assertThat(window.nextInterval(0)).hasValue(0);
        assertThat(window.effectiveDeadline(job(400, 0, 0))).isEqualTo(400);
    }

    @Test
    void theExperimentsBidTimeIsAShareOfTheDeadline() {
        BiddingWindow window = BiddingWindow.shareOfDeadline(job(400, 0, 0), 0.5);

        assertThat(window.total()).isEqualTo(200);
        assertThat(window.effectiveDeadline(job(400, 0, 0))).isEqualTo(200);
        assertThatThrownBy(() -> BiddingWindow.shareOfDeadline(job(400, 0, 0), 1.5))
                .hasMessage("bid time fraction must be within 0..1: 1.5");
    }

    @Test
    void rejectsJobThatMissesItsDeadlineEvenWithoutBidding() {
        assertThatThrownBy(() -> BiddingWindow.eq1(job(40, 5, 6), 30, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("job j1 cannot meet its deadline");
    }

    @Test
    void rejectsNegativeMinimumInterval() {
        assertThatThrownBy(() -> new BiddingWindow(60, -1))
                .hasMessage("minimum interval must not be negative: -1.0");
    }
}
