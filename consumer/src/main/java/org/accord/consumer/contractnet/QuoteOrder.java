package org.accord.consumer.contractnet;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The order in which the manager contacts contractors for a job: the paper's optimise-for-time (OFT,
 * fastest first) or optimise-for-cost (OFC, cheapest first). Chosen by its stable {@link #name()}.
 * Orderings are stable and total: every tie is broken by a secondary criterion and finally by the
 * contractor's name, so the same quotes always give the same order.
 */
public interface QuoteOrder {

    /** The stable name, e.g. {@code oft}. */
    String name();

    /** The given quotes sorted for this job; the input list is left unchanged. */
    List<ProviderQuote> order(SlaJob job, List<ProviderQuote> quotes);

    /** The ordering registered under {@code name} ({@code oft} or {@code ofc}, case-insensitive). */
    static QuoteOrder named(String name) {
        return Arrays.stream(known())
                .filter(order -> order.name().equalsIgnoreCase(name.trim()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown quote order: " + name
                        + " (known: " + Arrays.stream(known()).map(QuoteOrder::name)
                        .collect(Collectors.joining(", ")) + ")"));
    }

    /** Every registered ordering. */
    static QuoteOrder[] known() {
        return new QuoteOrder[] {new OptimiseForTimeOrder(), new OptimiseForCostOrder()};
    }
}
