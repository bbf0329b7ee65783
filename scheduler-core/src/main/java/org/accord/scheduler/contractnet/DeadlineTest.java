package org.accord.scheduler.contractnet;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a contractor checks before it finalises an SLA bid, besides free processors (Algorithm 2, lines 1.17
 * and 1.40: {@code r >= p and d^e >= D(J, R_m)}).
 *
 * <p>The paper's text is the {@link #EFFECTIVE_DEADLINE} test: the bid carries the expected response time
 * {@code d^e} of Eq. 1, the part of the deadline left after the whole bidding time {@code t_neg}, and the
 * contractor accepts only a job that, started when accepted, responds within it; since a bidding never
 * outlasts {@code t_neg}, such a job always meets its deadline. {@link #FULL_DEADLINE} lets the contractor use
 * whatever the bidding has not spent: the job must finish by its deadline counted from its submission,
 * which accepts bids the paper's test refuses (the first version's behaviour). The two agree when no bid time
 * is given.
 */
public enum DeadlineTest {
    /** Started {@code wait} seconds after now, the job returns by its deadline counted from its submission. */
    FULL_DEADLINE("full-deadline"),
    /** Eq. 1: wait plus response time within {@code d^e = d - t_s - t_neg - t_r}. */
    EFFECTIVE_DEADLINE("effective-deadline");

    private final String label;

    DeadlineTest(String label) {
        this.label = label;
    }

    /** The stable name. */
    public String label() {
        return label;
    }

    /** The test named {@code name}. */
    public static DeadlineTest named(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(t -> t.label.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown deadline test: " + name + " (known: "
                        + Arrays.stream(values()).map(DeadlineTest::label).collect(Collectors.joining(", ")) + ")"));
    }

    /**
     * The longest time, counted from {@code spent} seconds after the manager received the job, that the
     * contractor may take to start and run it: the response-time budget this test grants.
     */
    public double responseBudget(BidJob job, BiddingWindow window, double spent) {
        return this == FULL_DEADLINE
                ? job.deadline() - job.submissionDelay() - job.returnDelay() - spent
                : window.effectiveDeadline(job);
    }

    /** True if the job, starting {@code wait} seconds from now and running {@code responseTime}, passes. */
    public boolean admits(BidJob job, BiddingWindow window, double spent, double wait, double responseTime) {
        return wait + responseTime <= responseBudget(job, window, spent) + 1e-9;
    }
}
