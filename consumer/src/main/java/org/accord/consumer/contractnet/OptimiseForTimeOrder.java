package org.accord.consumer.contractnet;

import java.util.Comparator;
import java.util.List;

/**
 * {@code oft}: fastest first, by the expected response time {@code D(J, R_k)} of the job at each
 * contractor. Ties go to the cheaper expected cost, then to the contractor name in alphabetical order.
 * O(n log n) in the number of quotes.
 */
public final class OptimiseForTimeOrder implements QuoteOrder {

    @Override
    public String name() {
        return "oft";
    }

    @Override
    public List<ProviderQuote> order(SlaJob job, List<ProviderQuote> quotes) {
        Comparator<ProviderQuote> fastest = Comparator
                .comparing((ProviderQuote quote) -> quote.expectedResponseTime(job))
                .thenComparingDouble(quote -> quote.expectedCost(job))
                .thenComparing(ProviderQuote::name);
        return quotes.stream().sorted(fastest).toList();
    }
}
