package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.admission.FcfsBidAdmission;
import org.accord.scheduler.admission.GreedyBackfillingAdmission;
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
    public record Point(List<Provider> providers, List<FederationJob> jobs, String policy, double bidTimePercent) {
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
        List<FederationJob> jobs = new ArrayList<>();
        for (SwfTrace trace : traces) {
            Provider provider = ProviderProfiles.forTrace(TraceInputs.fileName(trace.source()), trace.machineSize());
            providers.add(provider);
            jobs.addAll(workload.jobs(trace, provider));
        }
        List<Point> points = new ArrayList<>();
        for (String policy : POLICIES) {
            BID_TIME_PERCENTS.forEach(b -> points.add(new Point(providers, jobs, policy, b)));
        }
        return Grid.of(TraceInputs.describe(traces) + " (first " + (long) workload.days() + " days each)", points);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        FederationResult r = new ContractNet(point.providers(), point.policy(), point.bidTimePercent() / 100,
                ProviderOrder.OFT).run(point.jobs());
        return List.of(Row.of("policy", point.policy()).with("bidTimePercent", point.bidTimePercent())
                .with("jobs", point.jobs().size()).with("executed", r.executed()).with("dropped", r.dropped())
                .with("migrated", r.remote()).with("incentive", r.incentive())
                .with("meanResponseTime", r.meanResponseTime()).with("budgetSpent", r.meanBudgetSpent()));
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
