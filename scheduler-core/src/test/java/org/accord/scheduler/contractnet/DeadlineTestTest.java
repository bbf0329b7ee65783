package org.accord.scheduler.contractnet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DeadlineTestTest {

    /** Deadline 300 s, half of it for bidding: d^e = 150 s. */
    private static final BidJob JOB = BidJob.of("j", 1, 1000, 1000, 300);
    private static final BiddingWindow HALF = BiddingWindow.shareOfDeadline(JOB, 0.5);

    @Test
    void effectiveDeadlineAcceptsOnlyAResponseWithinDeadlineMinusBiddingTime() {
        assertThat(DeadlineTest.EFFECTIVE_DEADLINE.admits(JOB, HALF, 0, 0, 150)).isTrue();
        assertThat(DeadlineTest.EFFECTIVE_DEADLINE.admits(JOB, HALF, 0, 0, 151)).isFalse();
        assertThat(DeadlineTest.EFFECTIVE_DEADLINE.admits(JOB, HALF, 100, 0, 150)).isTrue();
        assertThat(DeadlineTest.EFFECTIVE_DEADLINE.admits(JOB, HALF, 0, 10, 150)).isFalse();
    }

    @Test
    void fullDeadlineCountsOnlyWhatTheBiddingHasSpent() {
        assertThat(DeadlineTest.FULL_DEADLINE.admits(JOB, HALF, 0, 0, 300)).isTrue();
        assertThat(DeadlineTest.FULL_DEADLINE.admits(JOB, HALF, 100, 0, 200)).isTrue();
        assertThat(DeadlineTest.FULL_DEADLINE.admits(JOB, HALF, 100, 10, 200)).isFalse();
    }

    @Test
    void bothTestsAgreeWithoutBidTime() {
        BiddingWindow none = BiddingWindow.shareOfDeadline(JOB, 0);
        for (double response : new double[] {100, 299, 300, 301}) {
            assertThat(DeadlineTest.EFFECTIVE_DEADLINE.admits(JOB, none, 0, 0, response))
                    .isEqualTo(DeadlineTest.FULL_DEADLINE.admits(JOB, none, 0, 0, response));
        }
    }

    @Test
    void testsAreFoundByName() {
        assertThat(DeadlineTest.named("effective-deadline")).isEqualTo(DeadlineTest.EFFECTIVE_DEADLINE);
        assertThatThrownBy(() -> DeadlineTest.named("d^e"))
                .hasMessage("unknown deadline test: d^e (known: full-deadline, effective-deadline)");
    }

    @Test
    void aLateAcceptanceIsTerminatedAndALateRejectionIgnored() {
        assertThat(LateReply.of(true)).isEqualTo(LateReply.TERMINATE);
        assertThat(LateReply.of(false)).isEqualTo(LateReply.IGNORE);
        assertThat(LateReply.inTime(10, 5, 15)).isTrue();
        assertThat(LateReply.inTime(10, 5, 15.001)).isFalse();
    }
}
