package org.accord.consumer.contractnet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuoteOrderTest {

    /** 1000 MI on one processor: response time 1000 / mips seconds, cost price * that. */
    private static final SlaJob JOB = SlaJob.of("j1", 1, 1000, 1000, Duration.ofHours(1));

    private static ProviderQuote quote(String name, double price, double mips) {
        return new ProviderQuote(InMemoryContractor.accepting(name), price, mips);
    }

    private static List<String> names(List<ProviderQuote> quotes) {
        return quotes.stream().map(ProviderQuote::name).toList();
    }

    // fast: 5 s for 50; mid: 10 s for 30; slow: 20 s for 20
    private final List<ProviderQuote> quotes = List.of(
            quote("mid", 3, 100), quote("slow", 1, 50), quote("fast", 10, 200));

    @Test
    void optimiseForTimeContactsTheFastestContractorFirst() {
        assertThat(names(QuoteOrder.named("oft").order(JOB, quotes))).containsExactly("fast", "mid", "slow");
    }

    @Test
    void optimiseForCostContactsTheCheapestContractorFirst() {
        assertThat(names(QuoteOrder.named("ofc").order(JOB, quotes))).containsExactly("slow", "mid", "fast");
    }

    @Test
    void costIsTheWholeJobsCostSoAFastDearerProviderCanBeCheaper() {
        // quick: 10 s at 2 = 20; crawl: 40 s at 1 = 40
        List<ProviderQuote> pair = List.of(quote("crawl", 1, 25), quote("quick", 2, 100));

        assertThat(names(new OptimiseForCostOrder().order(JOB, pair))).containsExactly("quick", "crawl");
    }

    @Test
    void timeTiesGoToTheCheaperThenToTheAlphabeticallyFirstName() {
        List<ProviderQuote> tied = List.of(quote("b", 2, 100), quote("c", 1, 100), quote("a", 2, 100));

        assertThat(names(new OptimiseForTimeOrder().order(JOB, tied))).containsExactly("c", "a", "b");
    }

    @Test
    void costTiesGoToTheFasterThenToTheAlphabeticallyFirstName() {
        // all cost 20: z and y take 10 s, x takes 20 s
        List<ProviderQuote> tied = List.of(quote("x", 1, 50), quote("z", 2, 100), quote("y", 2, 100));

        assertThat(names(new OptimiseForCostOrder().order(JOB, tied))).containsExactly("y", "z", "x");
    }

    @Test
    void ordersAreFoundByTheirStableNamesIgnoringCase() {
        assertThat(QuoteOrder.named("OFT")).isInstanceOf(OptimiseForTimeOrder.class);
        assertThat(QuoteOrder.named(" ofc ")).isInstanceOf(OptimiseForCostOrder.class);
    }

    @Test
    void unknownOrderNameListsTheKnownOnes() {
        assertThatThrownBy(() -> QuoteOrder.named("cheapest"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown quote order: cheapest (known: oft, ofc)");
    }

    @Test
    void quoteGivesExpectedResponseTimeAndCostOfTheJob() {
        SlaJob job = SlaJob.of("j2", 8, 4600, 1000, Duration.ofHours(1));
        ProviderQuote sdscSp2 = quote("sdsc-sp2", 5.24, 920);

        assertThat(sdscSp2.expectedResponseTime(job)).isEqualTo(Duration.ofSeconds(5));
        assertThat(sdscSp2.expectedCost(job)).isCloseTo(5.24 * 8 * 5, org.assertj.core.data.Offset.offset(1e-9));
    }
}
