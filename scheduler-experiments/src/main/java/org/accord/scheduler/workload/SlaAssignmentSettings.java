package org.accord.scheduler.workload;

import org.accord.scheduler.sla.SlaJob;

/**
 * Parameters of the LibraSLA paper's SLA assignment (section 5.1). The paper fixes the class split and the
 * high:low ratios but not the absolute means; the base means below are this project's choice and are what a
 * mean factor of 1 means:
 * <ul>
 *   <li>deadline/runtime: HIGH urgency mean {@code 2 x deadlineMeanFactor}, LOW urgency {@code deadlineRatio}
 *       times that (longer deadlines);</li>
 *   <li>budget/f(runtime), with {@code f(runtime) = runtime x numproc}: one currency unit per processor-second
 *       the job occupies at the reference speed. LOW urgency mean {@code 1 x budgetMeanFactor}, HIGH urgency
 *       {@code budgetRatio} times that;</li>
 *   <li>penalty rate/g(runtime), with {@code g(runtime) = f(runtime) / runtime = numproc} currency units per
 *       second of delay: LOW urgency mean {@code 1 x penaltyRateMeanFactor}, HIGH urgency {@code penaltyRateRatio}
 *       times that.</li>
 * </ul>
 * Why {@code f} counts processors: the paper defines {@code f} and {@code g} as "the minimum budget and penalty
 * rate that the user will quote with respect to {@code runtime_i}" and follows the methodology of
 * Cluster-On-Demand, whose bids pair a value with the job's service demand (the resources it consumes). An SLA
 * covers the whole job, which holds {@code numproc_i} nodes for {@code runtime_i}, so its minimum price is set by
 * the processor time it buys; with {@code f = runtime} alone a 64-processor job would be worth as much as a
 * serial one of the same length while taking 64 times the cluster. {@code g = f / runtime} keeps the delay that
 * uses up a job's budget ({@code budget / penalty rate}, in run times) independent of its width, as it was for
 * serial jobs. Both are per job, so Libra and LibraSLA count each job's utility once (Eq. 1), on however many
 * nodes it runs.
 *
 * <p>Each value is normal with standard deviation {@code relativeSpread x mean}, redrawn until positive.
 *
 * @param highUrgencyFraction   share of jobs in the HIGH urgency (HARD deadline) class, 0..1; paper default 0.2
 * @param deadlineRatio         deadline high:low ratio, at least 1; paper 7
 * @param budgetRatio           budget high:low ratio, at least 1; paper 7
 * @param penaltyRateRatio      penalty rate high:low ratio, at least 1; paper 4
 * @param deadlineMeanFactor    deadline mean factor, positive; paper 1, 2, 3
 * @param budgetMeanFactor      budget mean factor, positive
 * @param penaltyRateMeanFactor penalty rate mean factor, positive
 * @param arrivalDelayFactor    multiplies every inter-arrival time, positive; paper 0.005..0.04
 * @param relativeSpread        standard deviation / mean of every normal distribution, not negative
 * @param budgetFunction        {@code f(runtime)}, the unit of budgets ({@link BudgetFunction})
 * @param penaltyRateScale      {@code g(runtime) = penaltyRateScale x f(runtime) / runtime}, positive: a LOW
 *                              urgency job at mean factors 1 loses its whole budget after a delay of
 *                              {@code 1 / penaltyRateScale} run times
 */
public record SlaAssignmentSettings(double highUrgencyFraction, double deadlineRatio, double budgetRatio,
                                    double penaltyRateRatio, double deadlineMeanFactor, double budgetMeanFactor,
                                    double penaltyRateMeanFactor, double arrivalDelayFactor, double relativeSpread,
                                    BudgetFunction budgetFunction, double penaltyRateScale) {

    /** HIGH urgency deadline/runtime mean at deadline mean factor 1. */
    public static final double BASE_HIGH_URGENCY_DEADLINE = 2;

    public SlaAssignmentSettings {
        if (!(highUrgencyFraction >= 0 && highUrgencyFraction <= 1)) {
            throw new IllegalArgumentException("high urgency fraction must be within 0..1: " + highUrgencyFraction);
        }
        atLeastOne("deadline ratio", deadlineRatio);
        atLeastOne("budget ratio", budgetRatio);
        atLeastOne("penalty rate ratio", penaltyRateRatio);
        positive("deadline mean factor", deadlineMeanFactor);
        positive("budget mean factor", budgetMeanFactor);
        positive("penalty rate mean factor", penaltyRateMeanFactor);
        positive("arrival delay factor", arrivalDelayFactor);
        java.util.Objects.requireNonNull(budgetFunction, "budget function must not be null");
        positive("penalty rate scale", penaltyRateScale);
        if (!(relativeSpread >= 0) || Double.isInfinite(relativeSpread)) {
            throw new IllegalArgumentException("relative spread must not be negative: " + relativeSpread);
        }
    }

    /**
     * The penalty-rate scale that reproduces the paper's headline (RESULTS.md, "the penalty-rate scale decides
     * the headline"): a LOW urgency job loses its budget after 10 run times of delay. The one default the batch
     * tool's {@code librasla} experiments and the demo share.
     */
    public static final double DEFAULT_PENALTY_RATE_SCALE = 0.1;

    /**
     * The reproducing defaults: the paper's set-up ({@link #paperDefaults()}) with penalty-rate scale
     * {@link #DEFAULT_PENALTY_RATE_SCALE}. What {@code ./accord batch librasla} and {@code ./accord demo} draw from.
     */
    public static SlaAssignmentSettings defaults() {
        return paperDefaults().withPenaltyRateScale(DEFAULT_PENALTY_RATE_SCALE);
    }

    /**
     * The paper's set-up with the first version's choice for what it leaves open: 20% HIGH urgency, ratios 7, 7,
     * 4, mean factors 1, arrivals as recorded, spread 0.25, {@code f} in processor-seconds and penalty-rate
     * scale 1 (a LOW urgency job loses its budget after one run time of delay; see {@link #defaults()}).
     */
    public static SlaAssignmentSettings paperDefaults() {
        return new SlaAssignmentSettings(0.2, 7, 7, 4, 1, 1, 1, 1, 0.25, BudgetFunction.PROCESSOR_SECONDS, 1);
    }

    /** {@code f(runtime)}: by default the job's processor-seconds at the reference speed, {@code runtime x numproc}. */
    public double minimumBudget(SlaJob job) {
        return budgetFunction.of(job);
    }

    /** {@code g(runtime) = penaltyRateScale x f(runtime) / runtime}, currency units per second of delay. */
    public double minimumPenaltyRate(SlaJob job) {
        return penaltyRateScale * budgetFunction.of(job) / job.runtime();
    }

    /** These settings with another budget function {@code f}. */
    public SlaAssignmentSettings withBudgetFunction(BudgetFunction function) {
        return new SlaAssignmentSettings(highUrgencyFraction, deadlineRatio, budgetRatio, penaltyRateRatio,
                deadlineMeanFactor, budgetMeanFactor, penaltyRateMeanFactor, arrivalDelayFactor, relativeSpread,
                function, penaltyRateScale);
    }

    /** These settings with another penalty rate scale. */
    public SlaAssignmentSettings withPenaltyRateScale(double scale) {
        return new SlaAssignmentSettings(highUrgencyFraction, deadlineRatio, budgetRatio, penaltyRateRatio,
                deadlineMeanFactor, budgetMeanFactor, penaltyRateMeanFactor, arrivalDelayFactor, relativeSpread,
                budgetFunction, scale);
    }

    /** These settings with another arrival delay factor. */
    public SlaAssignmentSettings withArrivalDelayFactor(double factor) {
        return new SlaAssignmentSettings(highUrgencyFraction, deadlineRatio, budgetRatio, penaltyRateRatio,
                deadlineMeanFactor, budgetMeanFactor, penaltyRateMeanFactor, factor, relativeSpread, budgetFunction, penaltyRateScale);
    }

    /** These settings with another HIGH urgency fraction. */
    public SlaAssignmentSettings withHighUrgencyFraction(double fraction) {
        return new SlaAssignmentSettings(fraction, deadlineRatio, budgetRatio, penaltyRateRatio,
                deadlineMeanFactor, budgetMeanFactor, penaltyRateMeanFactor, arrivalDelayFactor, relativeSpread,
                budgetFunction, penaltyRateScale);
    }

    /** These settings with other deadline, budget and penalty rate mean factors. */
    public SlaAssignmentSettings withMeanFactors(double deadline, double budget, double penaltyRate) {
        return new SlaAssignmentSettings(highUrgencyFraction, deadlineRatio, budgetRatio, penaltyRateRatio,
                deadline, budget, penaltyRate, arrivalDelayFactor, relativeSpread,
                budgetFunction, penaltyRateScale);
    }

    private static void atLeastOne(String name, double value) {
        if (!(value >= 1) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be at least 1: " + value);
        }
    }

    private static void positive(String name, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
    }
}
