package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.contractnet.DeadlineTest;
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
import org.accord.scheduler.federation.LocalScheduler;
import org.accord.scheduler.federation.ProviderProfiles;
import org.accord.scheduler.workload.SwfTrace;

/**
 * {@code contract-net}: the contract-net paper's experiment 1 (Fig. 4): a federation of providers, each
 * replaying its own trace on its own machine size, every user optimising for time; the local schedulers run
 * FCFS or greedy backfilling of SLA bids while the total SLA bid time grows from 0% to 50% of the job's
 * deadline: total incentive earned by the resource owners, mean response time, mean budget spent per job.
 *
 * <p>The traces are SDSC SP2, KTH SP2 and NASA iPSC by default (three of the paper's eight; {@code --trace}
 * replaces them), with the ratings and quotes of the paper's Table 2 ({@link ProviderProfiles}), over four-day
 * windows ({@link FederationWorkload}; {@code --jobs N} keeps the first N jobs of each provider). The choices the
 * paper leaves open are named settings ({@link #parameters()}): the windows, the number of providers, whether
 * the FCFS baseline queues, and the contractors' deadline test. Both policies run at every bid time, so the
 * paper's "0% = FCFS" shows as greedy backfilling meeting FCFS at 0%; each greedy row carries the headline,
 * its incentive over FCFS at 0% ({@code incentiveOverFcfsPercent}). No randomness: the seed is unused.
 */
public final class ContractNetExperiment implements Experiment<ContractNetExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "contract-net";
    /** Total SLA bid time, percent of the deadline. */
    public static final List<Double> BID_TIME_PERCENTS = List.of(0.0, 10.0, 20.0, 30.0, 40.0, 50.0);

    /** Setting: the days at which the four-day windows start, comma-separated. */
    public static final String WINDOW_STARTS = "window-starts";
    /** Default window starts (days after each trace's first submission). */
    public static final String DEFAULT_WINDOW_STARTS = "0,4,8,12";
    /** Setting: how many providers the federation has, or {@code per-trace}. */
    public static final String PROVIDERS = "providers";
    /** Default number of providers. */
    public static final String DEFAULT_PROVIDERS = "per-trace";
    /** The first version's federation: one provider per trace. */
    public static final String PER_TRACE = "per-trace";
    /** Setting: whether the FCFS baseline queues work. */
    public static final String FCFS = "fcfs";
    /** Default FCFS baseline. */
    public static final String DEFAULT_FCFS = "no-queue";
    /** Setting: deadline over the run time at home. */
    public static final String DEADLINE_FACTOR = "deadline-factor";
    /** Default deadline factor (the first version used 2; RESULTS.md says why 5). */
    public static final String DEFAULT_DEADLINE_FACTOR = "5";
    /** Setting: the contractors' deadline test. */
    public static final String DEADLINE_TEST = "deadline-test";
    /** Default deadline test. */
    public static final String DEFAULT_DEADLINE_TEST = DeadlineTest.EFFECTIVE_DEADLINE.label();

    /**
     * One bid time, replayed under the FCFS baseline and under greedy backfilling.
     *
     * @param providers      the federation
     * @param windows        every window's jobs, all providers together
     * @param baseline       the FCFS variant compared against
     * @param deadlineTest   what contractors check
     * @param bidTimePercent total SLA bid time, percent of the deadline
     * @param deadlineFactor the deadline factor the windows' jobs were made with (reported)
     */
    public record Point(List<Provider> providers, List<List<FederationJob>> windows, LocalScheduler baseline,
                        DeadlineTest deadlineTest, double bidTimePercent, double deadlineFactor) {
    }

    @Override
    public List<BatchParameter> parameters() {
        return List.of(
                new BatchParameter(WINDOW_STARTS, DEFAULT_WINDOW_STARTS, "start days of the four-day windows"
                        + " replayed (each counted from every trace's first submission); every metric is the mean"
                        + " over them; 0 alone is the first version's single window"),
                new BatchParameter(PROVIDERS, DEFAULT_PROVIDERS, "providers in the federation (the paper: 8):"
                        + " provider i replays trace i mod T on that trace's machine, the k-th copy of a trace the"
                        + " window k x 4 days later; per-trace (the first version) is one provider per trace"),
                new BatchParameter(FCFS, DEFAULT_FCFS, "the FCFS baseline: no-queue takes a job only if processors"
                        + " are free now (the first version); queue takes it if, queued first come first served,"
                        + " it meets its deadline"),
                new BatchParameter(DEADLINE_FACTOR, DEFAULT_DEADLINE_FACTOR, "a job's deadline over its run time"
                        + " at home, at least 1 (the paper leaves SLA values to a technical report); bounds how long"
                        + " a bid can wait"),
                new BatchParameter(DEADLINE_TEST, DEFAULT_DEADLINE_TEST, "what a contractor checks besides free"
                        + " processors: full-deadline (the first version: the job finishes by its deadline) or"
                        + " effective-deadline (Eq. 1: it responds within d^e = d - t_neg)"));
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
        FederationWorkload base = FederationWorkload.paperDefaults().withDeadlineFactor(deadlineFactor(settings));
        FederationWorkload workload = settings.jobs().isPresent() ? base.withMaxJobs(settings.jobs().getAsInt()) : base;
        int count = providerCount(settings, traces.size());
        List<Provider> providers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            SwfTrace trace = traces.get(i % traces.size());
            Provider p = ProviderProfiles.forTrace(TraceInputs.fileName(trace.source()), trace.machineSize());
            providers.add(i < traces.size() ? p
                    : new Provider(p.name() + "#" + (i / traces.size() + 1), p.processors(), p.mips(), p.price()));
        }
        List<Double> starts = windowStarts(settings);
        List<List<FederationJob>> windows = new ArrayList<>();
        for (double start : starts) {
            List<FederationJob> jobs = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                double copyStart = start + (i / traces.size()) * workload.days();
                jobs.addAll(workload.startingAt(copyStart).jobs(traces.get(i % traces.size()), providers.get(i)));
            }
            windows.add(List.copyOf(jobs));
        }
        LocalScheduler baseline = fcfs(settings);
        double factor = workload.deadlineFactor();
        DeadlineTest test = deadlineTest(settings);
        List<Point> points = BID_TIME_PERCENTS.stream()
                .map(b -> new Point(providers, windows, baseline, test, b, factor)).toList();
        return Grid.of(TraceInputs.describe(traces) + " (" + count + " providers, " + (long) workload.days()
                + "-day windows from days " + starts.stream().map(ContractNetExperiment::day)
                .collect(Collectors.joining(", ")) + ", mean)", points);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        Means fcfs = run(point, point.baseline(), point.bidTimePercent());
        Means greedy = run(point, LocalScheduler.GREEDY_BACKFILLING, point.bidTimePercent());
        Means reference = point.bidTimePercent() == 0 || point.deadlineTest() == DeadlineTest.FULL_DEADLINE
                ? fcfs : run(point, point.baseline(), 0);
        Row greedyRow = greedy.row(point, LocalScheduler.GREEDY_BACKFILLING);
        if (reference.incentive > 0) {
            greedyRow = greedyRow.with("incentiveOverFcfsPercent", 100 * (greedy.incentive / reference.incentive - 1));
        }
        if (reference.response > 0) {
            greedyRow = greedyRow.with("responseOverFcfsPercent", 100 * (greedy.response / reference.response - 1));
        }
        return List.of(fcfs.row(point, point.baseline()), greedyRow);
    }

    private static Means run(Point point, LocalScheduler scheduler, double bidTimePercent) {
        Means means = new Means();
        for (List<FederationJob> window : point.windows()) {
            means.add(window.size(), new ContractNet(point.providers(), scheduler, bidTimePercent / 100, BidOrder.OFT,
                    point.deadlineTest()).run(window));
        }
        return means;
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "bidTimePercent", "executed",
                "jobsOnTime", "jobsLateProfitable", "jobsLateLoss", "dropped", "migrated", "incentive",
                "incentiveOverFcfsPercent", "meanResponseTime", "budgetSpent"), List.of(
                chart("fig4a-incentive", "Resource owners' incentive", "incentive", "Incentive (Grid Dollars)"),
                chart("fig4b-response-time", "Average response time", "meanResponseTime",
                        "Response time (sim units)"),
                chart("fig4c-budget-spent", "Average budget spent", "budgetSpent", "Budget spent (Grid Dollars)")));
    }

    private static ChartSpec chart(String file, String title, String column, String yTitle) {
        return new ChartSpec(file, title, "bidTimePercent", "Total SLA bid time (% of deadline)", column, yTitle,
                r -> true, r -> r.text("policy"), false);
    }

    private static int providerCount(BatchSettings settings, int traces) {
        String text = settings.parameter(PROVIDERS, DEFAULT_PROVIDERS).trim();
        if (text.equals(PER_TRACE)) {
            return traces;
        }
        try {
            int n = Integer.parseInt(text);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BatchException("setting " + PROVIDERS + " must be a whole number >= 1 or " + PER_TRACE + ": '"
                + text + "'");
    }

    private static double deadlineFactor(BatchSettings settings) {
        String text = settings.parameter(DEADLINE_FACTOR, DEFAULT_DEADLINE_FACTOR).trim();
        try {
            double factor = Double.parseDouble(text);
            if (factor >= 1 && Double.isFinite(factor)) {
                return factor;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BatchException("setting " + DEADLINE_FACTOR + " must be a number >= 1: '" + text + "'");
    }

    private static LocalScheduler fcfs(BatchSettings settings) {
        String text = settings.parameter(FCFS, DEFAULT_FCFS).trim();
        return switch (text) {
            case "no-queue" -> LocalScheduler.FCFS;
            case "queue" -> LocalScheduler.FCFS_QUEUE;
            default -> throw new BatchException("setting " + FCFS + " must be no-queue or queue: '" + text + "'");
        };
    }

    private static DeadlineTest deadlineTest(BatchSettings settings) {
        String text = settings.parameter(DEADLINE_TEST, DEFAULT_DEADLINE_TEST);
        try {
            return DeadlineTest.named(text);
        } catch (IllegalArgumentException e) {
            throw new BatchException("setting " + DEADLINE_TEST + ": " + e.getMessage());
        }
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

    private static String day(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
    }

    /** Metrics of one policy at one bid time, averaged over the windows. */
    private static final class Means {
        private int windows;
        private double jobs;
        private double executed;
        private double onTime;
        private double lateProfitable;
        private double lateLoss;
        private double dropped;
        private double migrated;
        private double incentive;
        private double response;
        private double spent;

        void add(int jobCount, FederationResult r) {
            windows++;
            jobs += jobCount;
            executed += r.executed();
            onTime += r.onTime();
            lateProfitable += r.lateProfitable();
            lateLoss += r.lateLoss();
            dropped += r.dropped();
            migrated += r.remote();
            incentive += r.incentive();
            response += r.meanResponseTime();
            spent += r.meanBudgetSpent();
        }

        Row row(Point point, LocalScheduler policy) {
            int n = windows;
            return Row.of("policy", policy.label()).with("bidTimePercent", point.bidTimePercent())
                    .with("providers", point.providers().size())
                    .with("deadlineFactor", point.deadlineFactor())
                    .with("baseline", point.baseline() == LocalScheduler.FCFS ? "no-queue" : "queue")
                    .with("deadlineTest", point.deadlineTest().label())
                    .with("windows", n).with("jobs", jobs / n).with("executed", executed / n)
                    .with("jobsOnTime", onTime / n).with("jobsLateProfitable", lateProfitable / n)
                    .with("jobsLateLoss", lateLoss / n).with("dropped", dropped / n).with("migrated", migrated / n)
                    .with("incentive", incentive / n).with("meanResponseTime", response / n)
                    .with("budgetSpent", spent / n);
        }
    }
}
