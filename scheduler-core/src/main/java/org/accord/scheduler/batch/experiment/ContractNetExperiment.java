package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.admission.FcfsBidAdmission;
import org.accord.scheduler.admission.GreedyBackfillingAdmission;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.BatchParameter;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.federation.ContractNet;
import org.accord.scheduler.federation.FederationJob;
import org.accord.scheduler.federation.FederationResult;
import org.accord.scheduler.federation.FederationWorkload;
import org.accord.scheduler.federation.Provider;
import org.accord.scheduler.federation.ProviderOrder;
import org.accord.scheduler.federation.ProviderProfiles;
import org.accord.scheduler.workload.SwfTrace;

/**
 * {@code contract-net}: the contract-net paper's experiment 1 (Fig. 4): a federation of providers, each
 * replaying its own trace on its own machine size, every user optimising for time; the local schedulers run
 * FCFS or greedy backfilling of SLA bids while the total SLA bid time grows from 0% to 50% of the job's
 * deadline: total incentive earned by the resource owners, mean response time, mean budget spent per job.
 *
 * <p>The federation is SDSC SP2, KTH SP2 and NASA iPSC by default (three of the paper's eight; each
 * {@code --trace} adds one provider instead), with the ratings and quotes of the paper's Table 2
 * ({@link ProviderProfiles}), over the first four days of each trace ({@link FederationWorkload}; {@code --jobs N}
 * keeps the first N jobs of each provider). Both policies run at every bid time, so the paper's
 * "0% = FCFS" shows as greedy backfilling meeting FCFS at 0%. No randomness: the seed is unused.
 */
public final class ContractNetExperiment implements Experiment<ContractNetExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "contract-net";
    /** Total SLA bid time, percent of the deadline. */
    public static final List<Double> BID_TIME_PERCENTS = List.of(0.0, 10.0, 20.0, 30.0, 40.0, 50.0);
    /** The local scheduler policies compared. */
    public static final List<String> POLICIES = List.of(FcfsBidAdmission.NAME, GreedyBackfillingAdmission.NAME);

    /**
     * One replay.
     *
     * @param providers      the federation
     * @param jobs           every provider's jobs
     * @param policy         the local schedulers' policy
     * @param bidTimePercent total SLA bid time, percent of the deadline
     */
    public record Point(List<Provider> providers, List<List<FederationJob>> windows, String policy,
                        double bidTimePercent) {
    }

    /** Setting: the days at which the four-day windows start, comma-separated. */
    public static final String WINDOW_STARTS = "window-starts";
    /** Default window starts (days after each trace's first submission). */
    public static final String DEFAULT_WINDOW_STARTS = "0,4,8,12";

    @Override
    public List<BatchParameter> parameters() {
        return List.of(new BatchParameter(WINDOW_STARTS, DEFAULT_WINDOW_STARTS, "start days of the four-day windows"
                + " replayed (each counted from every trace's first submission); every metric is the mean over them;"
                + " 0 alone is the first version's single window"));
    }

    private static List<Double> windowStarts(BatchSettings settings) {
        List<Double> starts = new ArrayList<>();
        for (String part : settings.parameter(WINDOW_STARTS, DEFAULT_WINDOW_STARTS).split(",")) {
            try {
                double day = Double.parseDouble(part.trim());
                if (day >= 0 && Double.isFinite(day)) {
                    starts.add(day);
                    continue;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new BatchException("setting " + WINDOW_STARTS + " must be days >= 0, comma-separated: '" + part + "'");
        }
        return starts;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "greedy backfilling vs FCFS in a contract-net federation (contract-net paper, Fig. 4)";
    }

    @Override
    public Grid<Point> read(BatchSettings settings) {
        List<SwfTrace> traces = TraceInputs.read(settings,
                List.of(TraceInputs.SDSC_SP2, TraceInputs.KTH_SP2, TraceInputs.NASA_IPSC));
        FederationWorkload workload = FederationWorkload.paperDefaults();
        if (settings.jobs().isPresent()) {
            workload = workload.withMaxJobs(settings.jobs().getAsInt());
        }
        List<Provider> providers = new ArrayList<>();
        for (SwfTrace trace : traces) {
            providers.add(ProviderProfiles.forTrace(TraceInputs.fileName(trace.source()), trace.machineSize()));
        }
        List<Double> starts = windowStarts(settings);
        List<List<FederationJob>> windows = new ArrayList<>();
        for (double start : starts) {
            List<FederationJob> jobs = new ArrayList<>();
            for (int t = 0; t < traces.size(); t++) {
                jobs.addAll(workload.startingAt(start).jobs(traces.get(t), providers.get(t)));
            }
            windows.add(List.copyOf(jobs));
        }
        List<Point> points = new ArrayList<>();
        for (String policy : POLICIES) {
            BID_TIME_PERCENTS.forEach(b -> points.add(new Point(providers, windows, policy, b)));
        }
        return Grid.of(TraceInputs.describe(traces) + " (" + (long) workload.days() + "-day windows from days "
                + starts.stream().map(d -> d == Math.rint(d) ? Long.toString(d.longValue()) : d.toString())
                .collect(java.util.stream.Collectors.joining(", ")) + ", mean)", points);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        double jobs = 0;
        double executed = 0;
        double dropped = 0;
        double migrated = 0;
        double incentive = 0;
        double response = 0;
        double spent = 0;
        for (List<FederationJob> window : point.windows()) {
            FederationResult r = new ContractNet(point.providers(), point.policy(), point.bidTimePercent() / 100,
                    ProviderOrder.OFT).run(window);
            jobs += window.size();
            executed += r.executed();
            dropped += r.dropped();
            migrated += r.remote();
            incentive += r.incentive();
            response += r.meanResponseTime();
            spent += r.meanBudgetSpent();
        }
        int n = point.windows().size();
        return List.of(Row.of("policy", point.policy()).with("bidTimePercent", point.bidTimePercent())
                .with("windows", n).with("jobs", jobs / n).with("executed", executed / n).with("dropped", dropped / n)
                .with("migrated", migrated / n).with("incentive", incentive / n)
                .with("meanResponseTime", response / n).with("budgetSpent", spent / n));
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "bidTimePercent", "executed", "dropped",
                "migrated", "incentive", "meanResponseTime", "budgetSpent"), List.of(
                chart("fig4a-incentive", "Resource owners' incentive", "incentive", "Incentive (Grid Dollars)"),
                chart("fig4b-response-time", "Average response time", "meanResponseTime",
                        "Response time (sim units)"),
                chart("fig4c-budget-spent", "Average budget spent", "budgetSpent", "Budget spent (Grid Dollars)")));
    }

    private static ChartSpec chart(String file, String title, String column, String yTitle) {
        return new ChartSpec(file, title, "bidTimePercent", "Total SLA bid time (% of deadline)", column, yTitle,
                r -> true, r -> r.text("policy"), false);
    }
}
