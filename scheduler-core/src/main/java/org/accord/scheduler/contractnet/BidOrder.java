package org.accord.scheduler.contractnet;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * In which order a manager contacts contractors for a job, chosen by the user: the paper's optimise for time
 * (OFT) or optimise for cost (OFC).
 *
 * <p>The one meaning, from the paper: "users can seek optimization for one of the SLA parameters i.e. either
 * response time (OFT) or the budget spent (OFC)" (Section 3.1.1), and Table 1 defines both per job and
 * resource, the time function {@code D(J, R_k)} and the cost function {@code B(J, R_k)}. So OFT ranks by the
 * job's expected response time at each contractor and OFC by the job's expected cost there,
 * {@code B = price * p * D}, not by the quoted price alone: a fast contractor with a higher price per
 * CPU-second can still be the cheaper one for the job. Orders are total and stable: OFT ties go to the cheaper
 * cost, OFC ties to the shorter response time, then to the name in alphabetical order. O(n log n).
 */
public enum BidOrder {
    /** Optimise for time: shortest {@code D(J, R_k)} first. */
    OFT("oft", Quote::responseTime, Quote::cost),
    /** Optimise for cost: smallest {@code B(J, R_k)} first. */
    OFC("ofc", Quote::cost, Quote::responseTime);

    private final String label;
    private final BiFunction<Quote, BidJob, Double> first;
    private final BiFunction<Quote, BidJob, Double> second;

    BidOrder(String label, BiFunction<Quote, BidJob, Double> first, BiFunction<Quote, BidJob, Double> second) {
        this.label = label;
        this.first = first;
        this.second = second;
    }

    /** The stable name, {@code oft} or {@code ofc}. */
    public String label() {
        return label;
    }

    /** The order registered as {@code name} ({@code oft} or {@code ofc}, case and surrounding blanks ignored). */
    public static BidOrder named(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(o -> o.label.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown quote order: " + name + " (known: "
                        + Arrays.stream(values()).map(BidOrder::label).collect(Collectors.joining(", ")) + ")"));
    }

    /** {@code quotes} sorted for {@code job}; the input is left unchanged. */
    public List<Quote> order(BidJob job, List<Quote> quotes) {
        Comparator<Quote> rank = Comparator.comparingDouble((Quote q) -> first.apply(q, job))
                .thenComparingDouble(q -> second.apply(q, job)).thenComparing(Quote::name);
        return quotes.stream().sorted(rank).toList();
    }
}
