package org.accord.consumer.contractnet;

import java.util.Comparator;
import java.util.List;

/**
 * {@code ofc}: cheapest first, by the expected cost {@code B(J, R_k)} of the job at each contractor
 * (price per CPU-second times processors times expected response time, so a fast provider with a higher
 * price can still be the cheaper one). Ties go to the shorter expected response time, then to the
 * contractor name in alphabetical order. O(n log n) in the number of quotes.
 */
public final class OptimiseForCostOrder implements QuoteOrder {

    @Override
    public String name() {
        return "ofc";
    }

    @Override
    public List<ProviderQuote> order(SlaJob job, List<ProviderQuote> quotes) {
        Comparator<ProviderQuote> cheapest = Comparator
                .comparingDouble((ProviderQuote quote) -> quote.expectedCost(job))
                .thenComparing(quote -> quote.expectedResponseTime(job))
                .thenComparing(ProviderQuote::name);
        return quotes.stream().sorted(cheapest).toList();
    }
}
