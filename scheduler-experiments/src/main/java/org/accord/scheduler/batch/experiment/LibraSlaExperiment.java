package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.accord.scheduler.admission.LibraBestFitAdmission;
import org.accord.scheduler.admission.LibraSlaAdmission;
import org.accord.scheduler.admission.AdmissionPolicy;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.admission.PolicySettings;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.BatchParameter;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.batch.Seeds;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.simulation.CompletionCounts;
import org.accord.scheduler.simulation.RunMetrics;
import org.accord.scheduler.simulation.SimulationResult;
import org.accord.scheduler.simulation.Simulation;
import org.accord.scheduler.sla.SlaJob;
import org.accord.scheduler.workload.BudgetFunction;
import org.accord.scheduler.workload.SlaAssignment;
import org.accord.scheduler.workload.SlaAssignmentSettings;
import org.accord.scheduler.workload.SwfJobs;
import org.accord.scheduler.workload.SwfTrace;

/**
 * {@code librasla}: LibraSLA against Libra on the last 1000 jobs of SDSC SP2 (Yeo and Buyya, section 5):
 * jobs completed with their SLA fulfilled and aggregate utility, and LibraSLA's % improvement over Libra,
 * against the arrival delay factor 0.005..0.04, for HIGH urgency shares 20/50/80% (Fig. 2) and deadline,
 * budget and penalty-rate mean factors 1/2/3 (Figs. 3-5), everything else at the paper's defaults.
 *
 * <p>A point is one {@link LibraSlaSeries} at one arrival delay factor. All points of a series share a seed
 * key, so one SLA assignment (same urgency classes, deadlines, budgets, penalty rates) is replayed at every
 * arrival delay factor, as when a trace's arrivals are compressed; both policies see the same jobs. The
 * cluster has the trace's machine size in single-processor nodes of SPEC rating 168 (the SDSC SP2).
 * {@code --jobs N} takes the last N jobs instead of 1000. {@code --reps N} averages N independent SLA
 * assignments per point (the first drawn from the point's seed, the others from
 * {@link Seeds#forPoint}(point seed, r)); the default 1 is the paper's single run. Improvements are computed
 * from the means.
 */
public final class LibraSlaExperiment implements Experiment<LibraSlaExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "librasla";
    /** The paper's workload: the last 1000 jobs. */
    public static final int DEFAULT_JOBS = 1000;
    /** The arrival delay factors of the paper's figures. */
    public static final List<Double> ARRIVAL_DELAY_FACTORS =
            List.of(0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04);
    private static final double SDSC_SPEC_RATING = 168;
    /** Setting: the penalty rate scale of {@code g(runtime)}. */
    public static final String PENALTY_RATE_SCALE = "penalty-rate-scale";
    /** Setting: the budget function {@code f(runtime)}. */
    public static final String BUDGET_FUNCTION = "budget-function";
    /** Setting: which lines of Figs. 2-5 to replay. */
    public static final String SERIES = "series";
    /** Setting: the policies replayed besides Libra and LibraSLA. */
    public static final String POLICIES = "policies";
    /** The default penalty rate scale; see RESULTS.md for why. */
    public static final double DEFAULT_PENALTY_RATE_SCALE = SlaAssignmentSettings.DEFAULT_PENALTY_RATE_SCALE;
    /** Policies replayed by default besides Libra and LibraSLA. */
    public static final List<String> DEFAULT_POLICIES = List.of(LibraSlaAdmission.VALUE_NAME);

    /**
     * One replay: a series at one arrival delay factor, over jobs shared by every point.
     *
     * @param jobs               the trace's jobs, without SLAs
     * @param cluster            the machine
     * @param series             the SLA settings varied by the figures
     * @param arrivalDelayFactor multiplies every inter-arrival time
     * @param repetitions        SLA assignments averaged, at least 1
     */
    public record Point(List<SlaJob> jobs, Cluster cluster, LibraSlaSeries series, double arrivalDelayFactor,
                        int repetitions, SlaAssignmentSettings base, List<String> policies,
                        PolicySettings policySettings) {
    }

    /** One policy's run: its metrics and the three-way count of what completed. */
    private record Run(RunMetrics metrics, CompletionCounts counts) {
    }

    /** Means over repetitions of one policy's metrics. */
    private record Means(double submitted, double accepted, double completed, double utility, double onTime,
                         double lateProfitable, double lateLoss, double highUrgencyOnTime, double utilitySpread) {
        static Means of(List<Run> runs) {
            double utility = mean(runs, r -> r.metrics().aggregateUtility());
            double variance = runs.size() < 2 ? 0 : runs.stream()
                    .mapToDouble(r -> Math.pow(r.metrics().aggregateUtility() - utility, 2)).sum() / (runs.size() - 1);
            return new Means(mean(runs, r -> r.metrics().jobsSubmitted()), mean(runs, r -> r.metrics().jobsAccepted()),
                    mean(runs, r -> r.metrics().jobsSlaFulfilled()), utility, mean(runs, r -> r.counts().onTime()),
                    mean(runs, r -> r.counts().lateProfitable()), mean(runs, r -> r.counts().lateLoss()),
                    mean(runs, r -> r.counts().highUrgencyOnTime()), Math.sqrt(variance));
        }

        private static double mean(List<Run> runs, java.util.function.ToDoubleFunction<Run> metric) {
            return runs.stream().mapToDouble(metric).average().orElse(0);
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "LibraSLA vs Libra on SDSC SP2 (Yeo and Buyya, Figs. 2-5)";
    }

    @Override
    public List<BatchParameter> parameters() {
        return List.of(
                new BatchParameter(PENALTY_RATE_SCALE, plain(DEFAULT_PENALTY_RATE_SCALE),
                        "g(runtime) = scale x f(runtime) / runtime: a LOW urgency job at mean factors 1 loses its"
                                + " budget after 1/scale run times of delay (1 = the project's first choice)"),
                new BatchParameter(BUDGET_FUNCTION, BudgetFunction.PROCESSOR_SECONDS.label(),
                        "f(runtime): processor-seconds (runtime x numproc) or runtime (the paper's literal wording)"),
                new BatchParameter(SERIES, "all", "all: the nine lines of Figs. 2-5; baseline: only 20% HIGH, factors 1"),
                new BatchParameter(POLICIES, String.join(",", DEFAULT_POLICIES),
                        "policies replayed on the same SLA draws, comma-separated; libra and librasla always run"));
    }

    @Override
    public Grid<Point> read(BatchSettings settings) {
        SwfTrace trace = TraceInputs.readOne(NAME, settings, TraceInputs.SDSC_SP2);
        List<SlaJob> jobs = SwfJobs.of(trace.last(settings.jobs().orElse(DEFAULT_JOBS)));
        Cluster cluster = Cluster.homogeneous(trace.machineSize(), 1, SDSC_SPEC_RATING);
        SlaAssignmentSettings base = baseSettings(settings);
        List<String> policies = policies(settings);
        List<LibraSlaSeries> series = series(settings);
        PolicySettings policySettings = PolicySettings.defaults();
        List<Point> points = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        int repetitions = settings.repetitions().orElse(1);
        for (int s = 0; s < series.size(); s++) {
            for (double factor : ARRIVAL_DELAY_FACTORS) {
                points.add(new Point(jobs, cluster, series.get(s), factor, repetitions, base, policies, policySettings));
                keys.add(s);
            }
        }
        return new Grid<>(TraceInputs.fileName(trace.source()) + " (last " + jobs.size() + " jobs)", points, keys);
    }

    /** The SLA assignment's open parameters from the named settings (budget function, penalty rate scale). */
    static SlaAssignmentSettings baseSettings(BatchSettings settings) {
        double scale = settings.number(PENALTY_RATE_SCALE, DEFAULT_PENALTY_RATE_SCALE);
        if (!(scale > 0)) {
            throw new BatchException("setting " + PENALTY_RATE_SCALE + " must be positive: " + scale);
        }
        try {
            BudgetFunction f = BudgetFunction.named(settings.parameter(BUDGET_FUNCTION,
                    BudgetFunction.PROCESSOR_SECONDS.label()));
            return SlaAssignmentSettings.defaults().withBudgetFunction(f).withPenaltyRateScale(scale);
        } catch (IllegalArgumentException e) {
            throw new BatchException("setting " + BUDGET_FUNCTION + ": " + e.getMessage(), e);
        }
    }

    private static List<String> policies(BatchSettings settings) {
        List<String> policies = new ArrayList<>(List.of(LibraSlaAdmission.NAME, LibraBestFitAdmission.NAME));
        for (String name : settings.parameter(POLICIES, String.join(",", DEFAULT_POLICIES)).split(",")) {
            String policy = name.trim();
            if (policy.isEmpty() || policies.contains(policy)) {
                continue;
            }
            if (!PolicyRegistry.names().contains(policy)) {
                throw new BatchException("setting " + POLICIES + ": unknown policy '" + policy + "'; known: "
                        + String.join(", ", PolicyRegistry.names()));
            }
            policies.add(policy);
        }
        return List.copyOf(policies);
    }

    private static List<LibraSlaSeries> series(BatchSettings settings) {
        String which = settings.parameter(SERIES, "all");
        return switch (which) {
            case "all" -> LibraSlaSeries.ALL;
            case "baseline" -> List.of(LibraSlaSeries.ALL.get(0));
            default -> throw new BatchException("setting " + SERIES + " must be all or baseline: '" + which + "'");
        };
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        SlaAssignmentSettings sla = point.series().settings(point.base()).withArrivalDelayFactor(point.arrivalDelayFactor());
        Map<String, List<Run>> runs = new LinkedHashMap<>();
        point.policies().forEach(p -> runs.put(p, new ArrayList<>()));
        for (int r = 0; r < point.repetitions(); r++) {
            List<SlaJob> jobs = new SlaAssignment(sla, r == 0 ? seed : Seeds.forPoint(seed, r)).assign(point.jobs());
            for (String policy : point.policies()) {
                runs.get(policy).add(run(jobs, PolicyRegistry.create(policy, point.policySettings()), point.cluster()));
            }
        }
        Means libra = Means.of(runs.get(LibraBestFitAdmission.NAME));
        Means libraSla = Means.of(runs.get(LibraSlaAdmission.NAME));
        List<Row> rows = new ArrayList<>();
        for (String policy : point.policies()) {
            Means m = Means.of(runs.get(policy));
            Row row = row(point, policy, m);
            if (!policy.equals(LibraBestFitAdmission.NAME)) {
                row = improvement(row, "jobsCompletedImprovementPercent", m.completed(), libra.completed());
                row = improvement(row, "onTimeImprovementPercent", m.onTime(), libra.onTime());
                row = improvement(row, "utilityImprovementPercent", m.utility(), libra.utility());
            }
            if (!policy.equals(LibraBestFitAdmission.NAME) && !policy.equals(LibraSlaAdmission.NAME)) {
                row = improvement(row, "utilityOverLibraSlaPercent", m.utility(), libraSla.utility());
            }
            rows.add(row);
        }
        return rows;
    }

    private static Run run(List<SlaJob> jobs, AdmissionPolicy policy, Cluster cluster) {
        SimulationResult result = Simulation.run(jobs, policy, cluster);
        return new Run(result.metrics(), CompletionCounts.of(result.outcomes()));
    }

    private static Row row(Point point, String policy, Means m) {
        return point.series().describe(Row.of("policy", policy).with("arrivalDelayFactor", point.arrivalDelayFactor()))
                .with("penaltyRateScale", point.base().penaltyRateScale())
                .with("budgetFunction", point.base().budgetFunction().label())
                .with("repetitions", point.repetitions()).with("jobsSubmitted", m.submitted())
                .with("jobsAccepted", m.accepted()).with("jobsCompleted", m.completed())
                .with("jobsOnTime", m.onTime()).with("jobsLateProfitable", m.lateProfitable())
                .with("jobsLateLoss", m.lateLoss()).with("highUrgencyOnTime", m.highUrgencyOnTime())
                .with("utility", m.utility()).with("utilitySpread", m.utilitySpread());
    }

    /** Choice: the improvement is left out when Libra's value is not positive (a % of it means nothing). */
    private static Row improvement(Row row, String column, double ours, double baseline) {
        return baseline > 0 ? row.with(column, 100 * (ours - baseline) / baseline) : row;
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "arrivalDelayFactor",
                "highUrgencyPercent", "deadlineMeanFactor", "budgetMeanFactor", "penaltyRateMeanFactor",
                "jobsAccepted", "jobsCompleted", "jobsOnTime", "jobsLateProfitable", "jobsLateLoss",
                "highUrgencyOnTime", "utility", "jobsCompletedImprovementPercent", "onTimeImprovementPercent",
                "utilityImprovementPercent", "utilityOverLibraSlaPercent"), LibraSlaSeries.charts());
    }
}
