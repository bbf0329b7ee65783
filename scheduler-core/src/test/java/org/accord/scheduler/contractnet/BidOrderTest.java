package org.accord.scheduler.contractnet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class BidOrderTest {

    /** 1000 MI on one processor: response time 1000 / mips seconds, cost price * that. */
    private static final BidJob JOB = BidJob.of("j1", 1, 1000, 1000, 3600);

    private static List<String> names(List<Quote> quotes) {
        return quotes.stream().map(Quote::name).toList();
    }

    // fast: 5 s for 50; mid: 10 s for 30; slow: 20 s for 20
    private final List<Quote> quotes = List.of(Quote.of("mid", 100, 3), Quote.of("slow", 50, 1),
            Quote.of("fast", 200, 10));

    @Test
    void optimiseForTimeContactsTheFastestContractorFirst() {
        assertThat(names(BidOrder.OFT.order(JOB, quotes))).containsExactly("fast", "mid", "slow");
    }

    @Test
    void optimiseForCostContactsTheCheapestContractorFirst() {
        assertThat(names(BidOrder.OFC.order(JOB, quotes))).containsExactly("slow", "mid", "fast");
    }

    @Test
    void costIsTheWholeJobsCostSoAFastDearerProviderCanBeCheaper() {
        // quick: 10 s at 2 = 20; crawl: 40 s at 1 = 40. Ranked by the quoted price alone, crawl would come first.
        List<Quote> pair = List.of(Quote.of("crawl", 25, 1), Quote.of("quick", 100, 2));

        assertThat(names(BidOrder.OFC.order(JOB, pair))).containsExactly("quick", "crawl");
    }

    @Test
    void timeTiesGoToTheCheaperThenToTheAlphabeticallyFirstName() {
        List<Quote> tied = List.of(Quote.of("b", 100, 2), Quote.of("c", 100, 1), Quote.of("a", 100, 2));

        assertThat(names(BidOrder.OFT.order(JOB, tied))).containsExactly("c", "a", "b");
    }

    @Test
    void costTiesGoToTheFasterThenToTheAlphabeticallyFirstName() {
        // all cost 20: z and y take 10 s, x takes 20 s
        List<Quote> tied = List.of(Quote.of("x", 50, 1), Quote.of("z", 100, 2), Quote.of("y", 100, 2));

        assertThat(names(BidOrder.OFC.order(JOB, tied))).containsExactly("y", "z", "x");
    }

    @Test
    void ordersAreFoundByTheirStableNamesIgnoringCase() {
        assertThat(BidOrder.named("OFT")).isEqualTo(BidOrder.OFT);
        assertThat(BidOrder.named(" ofc ")).isEqualTo(BidOrder.OFC);
    }

    @Test
    void unknownOrderNameListsTheKnownOnes() {
        assertThatThrownBy(() -> BidOrder.named("cheapest"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown quote order: cheapest (known: oft, ofc)");
    }

    @Test
    void quoteGivesExpectedResponseTimeAndCostOfTheJob() {
        BidJob job = BidJob.of("j2", 8, 4600, 1000, 3600);
        Quote sdscSp2 = Quote.of("sdsc-sp2", 920, 5.24);

        assertThat(sdscSp2.responseTime(job)).isEqualTo(5);
        assertThat(sdscSp2.cost(job)).isCloseTo(5.24 * 8 * 5, within(1e-9));
    }

    @Test
    void aQuoteSuitsAJobOnlyWithEnoughProcessorsBudgetAndTime() {
        BidJob job = new BidJob("j", 4, 1000, 40, 20, 2, 3);

        assertThat(new Quote("ok", 100, 1, 4).suits(job)).isTrue();
        assertThat(new Quote("small", 100, 1, 3).suits(job)).isFalse();
        assertThat(new Quote("dear", 100, 1.01, 4).suits(job)).isFalse();
        assertThat(new Quote("slow", 66, 0.1, 4).suits(job)).isFalse();
    }
}
