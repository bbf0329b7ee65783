package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.contractnet.DeadlineTest;
import org.accord.scheduler.federation.LocalScheduler;

/**
 * {@code contract-net-sensitivity}: how the contract-net headline (greedy backfilling's incentive over FCFS at
 * 0% bid time, at 50% bid time) moves with the choices the paper leaves open: the deadline factor (2, 3, 5), the
 * number of providers (3 and 8; the paper federated 8), the contractors' deadline test (the full deadline or
 * Eq. 1's {@code d^e}) and, for 3 providers and the {@code d^e} test, an FCFS baseline with a queue. Every point
 * averages the {@code window-starts} windows as {@code contract-net} does, on the same traces. Deterministic:
 * the seed is unused.
 */
public final class ContractNetSensitivity implements Experiment<ContractNetExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "contract-net-sensitivity";
    /** Federation sizes swept. */
    public static final List<Integer> PROVIDER_COUNTS = List.of(3, 8);
    /** Deadline factors swept. */
    public static final List<Double> DEADLINE_FACTORS = List.of(2.0, 3.0, 5.0);
    /** The bid time of the headline, percent of the deadline. */
    public static final double BID_TIME = 50;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "the contract-net headline against the providers, FCFS queue and deadline test the paper leaves open";
    }

    @Override
    public List<org.accord.scheduler.batch.BatchParameter> parameters() {
        return new ContractNetExperiment().parameters().stream()
                .filter(p -> p.name().equals(ContractNetExperiment.WINDOW_STARTS)).toList();
    }

    @Override
    public Grid<ContractNetExperiment.Point> read(BatchSettings settings) {
        List<ContractNetExperiment.Point> points = new ArrayList<>();
        String input = "";
        for (double factor : DEADLINE_FACTORS) {
            for (int count : PROVIDER_COUNTS) {
                Grid<ContractNetExperiment.Point> federation = new ContractNetExperiment().read(settings
                        .withParameter(ContractNetExperiment.PROVIDERS, Integer.toString(count))
                        .withParameter(ContractNetExperiment.DEADLINE_FACTOR, Double.toString(factor)));
                ContractNetExperiment.Point template = federation.points().get(0);
                input = federation.input().replaceFirst("\\(\\d+ providers, ", "(3 and 8 providers, ");
                for (DeadlineTest test : DeadlineTest.values()) {
                    points.add(point(template, LocalScheduler.FCFS, test, factor));
                }
                if (count == PROVIDER_COUNTS.get(0)) {
                    points.add(point(template, LocalScheduler.FCFS_QUEUE, DeadlineTest.EFFECTIVE_DEADLINE, factor));
                }
            }
        }
        return Grid.of(input, points);
    }

    private static ContractNetExperiment.Point point(ContractNetExperiment.Point template, LocalScheduler fcfs,
                                                     DeadlineTest test, double factor) {
        return new ContractNetExperiment.Point(template.providers(), template.windows(), fcfs, test, BID_TIME,
                factor);
    }

    @Override
    public List<Row> replay(ContractNetExperiment.Point point, long seed) {
        return new ContractNetExperiment().replay(point, seed);
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "deadlineFactor", "providers", "baseline",
                "deadlineTest", "bidTimePercent", "executed", "jobsOnTime", "jobsLateProfitable", "jobsLateLoss",
                "dropped", "migrated", "incentive", "incentiveOverFcfsPercent", "meanResponseTime",
                "responseOverFcfsPercent"), List.of(
                chart("incentive-over-fcfs", "incentiveOverFcfsPercent", "Incentive over FCFS at 0% (%)"),
                chart("response-over-fcfs", "responseOverFcfsPercent", "Mean response time over FCFS at 0% (%)")));
    }

    private static ChartSpec chart(String file, String column, String yTitle) {
        return new ChartSpec(file, "Greedy backfilling at 50% bid time against FCFS", "deadlineFactor",
                "Deadline factor (deadline / run time at home)", column, yTitle, r -> r.has(column),
                ContractNetSensitivity::series, false);
    }

    /** A short legend entry, e.g. {@code 3 prov., queue, d^e}. */
    private static String series(Row r) {
        return (long) r.number("providers") + " prov., " + r.text("baseline") + ", "
                + (DeadlineTest.EFFECTIVE_DEADLINE.label().equals(r.text("deadlineTest")) ? "d^e" : "full d");
    }
}
