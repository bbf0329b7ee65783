package org.accord.scheduler.contractnet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BiddingTest {

    /** 1000 MI on one processor, budget 1000, deadline 100 s. */
    private static final BidJob JOB = BidJob.of("j1", 1, 1000, 1000, 100);

    private static List<String> names(Bidding n) {
        return n.candidates().stream().map(Quote::name).toList();
    }

    @Test
    void bidsAtTheSuitableContractorsInOrderWithHalfTheRemainingTimeEach() {
        // response times 10, 20 and 25 s: Eq. 1 with the slowest, t_neg = 100 - 25 = 75 s
        Bidding n = Bidding.open(JOB, List.of(Quote.of("slow", 40, 1), Quote.of("fast", 100, 1),
                Quote.of("middle", 50, 1), Quote.of("too-slow", 9, 1)), BidOrder.OFT, WindowRule.expectedResponse(5));

        assertThat(names(n)).containsExactly("fast", "middle", "slow");
        assertThat(n.window().total()).isEqualTo(75);
        assertThat(n.next(0)).isEqualTo(new Bidding.Bid(Quote.of("fast", 100, 1), 1, 37.5));
        assertThat(n.next(37.5)).isEqualTo(new Bidding.Bid(Quote.of("middle", 50, 1), 2, 18.75));
        assertThat(n.next(37.5)).isEqualTo(new Bidding.Bid(Quote.of("slow", 40, 1), 3, 18.75));
        assertThat(n.next(40)).isEqualTo(new Bidding.Drop(DropReason.PROVIDERS_EXHAUSTED));
        assertThat(n.bids()).isEqualTo(3);
    }

    @Test
    void dropsWhenTheBiddingTimeIsSpent() {
        Bidding n = Bidding.open(JOB, List.of(Quote.of("a", 40, 1), Quote.of("b", 40, 1)), BidOrder.OFT,
                WindowRule.expectedResponse(30));

        assertThat(n.next(0)).isInstanceOf(Bidding.Bid.class);
        assertThat(n.next(37.5)).isEqualTo(new Bidding.Drop(DropReason.BIDDING_TIME_SPENT));
    }

    @Test
    void dropsWithoutBiddingWhenNoQuoteSuits() {
        Bidding n = Bidding.open(JOB, List.of(Quote.of("too-slow", 9, 1), Quote.of("too-dear", 1000, 1001)),
                BidOrder.OFT, WindowRule.expectedResponse(5));

        assertThat(n.candidates()).isEmpty();
        assertThat(n.window().total()).isZero();
        assertThat(n.next(0)).isEqualTo(new Bidding.Drop(DropReason.NO_SUITABLE_PROVIDER));
    }

    @Test
    void aManagersOwnClusterIsAskedFirst() {
        Bidding n = Bidding.open(JOB, List.of(Quote.of("fast", 100, 1), Quote.of("home", 20, 1),
                Quote.of("mid", 50, 1)), BidOrder.OFT, WindowRule.shareOfDeadline(0.5), "home");

        assertThat(names(n)).containsExactly("home", "fast", "mid");
        assertThat(n.window().total()).isEqualTo(50);
    }

    @Test
    void anUnsuitableOwnClusterIsNotAsked() {
        Bidding n = Bidding.open(JOB, List.of(Quote.of("fast", 100, 1), new Quote("home", 100, 1, 1)),
                BidOrder.OFT, WindowRule.shareOfDeadline(0.5), "home");
        BidJob wide = BidJob.of("w", 2, 1000, 1000, 100);

        assertThat(names(Bidding.open(wide, n.candidates(), BidOrder.OFT, WindowRule.shareOfDeadline(0), "home")))
                .containsExactly("fast");
    }

    @Test
    void withoutBidTimeEveryCandidateIsStillAskedAndAnswersAtOnce() {
        Bidding n = Bidding.open(JOB, List.of(Quote.of("a", 100, 1), Quote.of("b", 50, 1)), BidOrder.OFT,
                WindowRule.shareOfDeadline(0));

        assertThat(n.next(0)).isEqualTo(new Bidding.Bid(Quote.of("a", 100, 1), 1, 0));
        assertThat(n.next(0)).isEqualTo(new Bidding.Bid(Quote.of("b", 50, 1), 2, 0));
    }
}
