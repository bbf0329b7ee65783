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
 * 0% bid time, at 10% and 50% bid time) moves with the choices the paper leaves open: the number of providers
 * (3, 5, 8; the paper federated 8), whether the FCFS baseline queues, and the contractors' deadline test (the
 * full deadline or Eq. 1's {@code d^e}). Every point averages the {@code window-starts} windows as
 * {@code contract-net} does, on the same traces. Deterministic: the seed is unused.
 */
public final class ContractNetSensitivity implements Experiment<ContractNetExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "contract-net-sensitivity";
    /** Federation sizes swept. */
    public static final List<Integer> PROVIDER_COUNTS = List.of(3, 5, 8);
    /** Bid times swept, percent of the deadline. */
    public static final List<Double> BID_TIMES = List.of(10.0, 50.0);

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
        for (int count : PROVIDER_COUNTS) {
            Grid<ContractNetExperiment.Point> federation = new ContractNetExperiment().read(
                    settings.withParameter(ContractNetExperiment.PROVIDERS, Integer.toString(count)));
            ContractNetExperiment.Point template = federation.points().get(0);
            input = federation.input().replaceFirst("\\(\\d+ providers, ", "(3, 5 and 8 providers, ");
            for (LocalScheduler fcfs : List.of(LocalScheduler.FCFS, LocalScheduler.FCFS_QUEUE)) {
                for (DeadlineTest test : DeadlineTest.values()) {
                    BID_TIMES.forEach(b -> points.add(new ContractNetExperiment.Point(template.providers(),
                            template.windows(), fcfs, test, b)));
                }
            }
        }
        return Grid.of(input, points);
    }

    @Override
    public List<Row> replay(ContractNetExperiment.Point point, long seed) {
        return new ContractNetExperiment().replay(point, seed);
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "providers", "baseline", "deadlineTest",
                "bidTimePercent", "executed", "jobsOnTime", "jobsLateProfitable", "jobsLateLoss", "dropped",
                "migrated", "incentive", "incentiveOverFcfsPercent", "meanResponseTime"), List.of(
                chart(50), chart(10)));
    }

    private static ChartSpec chart(double bidTime) {
        return new ChartSpec("incentive-over-fcfs-" + (long) bidTime, "Greedy backfilling's incentive over FCFS, "
                + (long) bidTime + "% bid time", "providers", "Providers in the federation", "incentiveOverFcfsPercent",
                "Incentive over FCFS at 0% (%)", r -> r.has("incentiveOverFcfsPercent")
                && r.number("bidTimePercent") == bidTime,
                r -> "FCFS " + r.text("baseline") + ", " + r.text("deadlineTest"), false);
    }
}
