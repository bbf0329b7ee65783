package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.admission.LibraBestFitAdmission;
import org.accord.scheduler.admission.LibraSlaAdmission;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.batch.Seeds;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.simulation.RunMetrics;
import org.accord.scheduler.simulation.Simulation;
import org.accord.scheduler.sla.SlaJob;
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
                        int repetitions) {
    }

    /** Means over repetitions of one policy's metrics. */
    private record Means(double submitted, double accepted, double completed, double utility) {
        static Means of(List<RunMetrics> runs) {
            return new Means(runs.stream().mapToDouble(RunMetrics::jobsSubmitted).average().orElse(0),
                    runs.stream().mapToDouble(RunMetrics::jobsAccepted).average().orElse(0),
                    runs.stream().mapToDouble(RunMetrics::jobsSlaFulfilled).average().orElse(0),
                    runs.stream().mapToDouble(RunMetrics::aggregateUtility).average().orElse(0));
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
    public Grid<Point> read(BatchSettings settings) {
        SwfTrace trace = TraceInputs.readOne(NAME, settings, TraceInputs.SDSC_SP2);
        List<SlaJob> jobs = SwfJobs.of(trace.last(settings.jobs().orElse(DEFAULT_JOBS)));
        Cluster cluster = Cluster.homogeneous(trace.machineSize(), 1, SDSC_SPEC_RATING);
        List<Point> points = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        int repetitions = settings.repetitions().orElse(1);
        for (int s = 0; s < LibraSlaSeries.ALL.size(); s++) {
            for (double factor : ARRIVAL_DELAY_FACTORS) {
                points.add(new Point(jobs, cluster, LibraSlaSeries.ALL.get(s), factor, repetitions));
                keys.add(s);
            }
        }
        return new Grid<>(TraceInputs.fileName(trace.source()) + " (last " + jobs.size() + " jobs)", points, keys);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        SlaAssignmentSettings sla = point.series().settings().withArrivalDelayFactor(point.arrivalDelayFactor());
        List<RunMetrics> libraRuns = new ArrayList<>();
        List<RunMetrics> libraSlaRuns = new ArrayList<>();
        for (int r = 0; r < point.repetitions(); r++) {
            List<SlaJob> jobs = new SlaAssignment(sla, r == 0 ? seed : Seeds.forPoint(seed, r)).assign(point.jobs());
            libraRuns.add(run(jobs, LibraBestFitAdmission.NAME, point.cluster()));
            libraSlaRuns.add(run(jobs, LibraSlaAdmission.NAME, point.cluster()));
        }
        Means libra = Means.of(libraRuns);
        Means libraSla = Means.of(libraSlaRuns);
        Row libraSlaRow = row(point, LibraSlaAdmission.NAME, libraSla);
        libraSlaRow = improvement(libraSlaRow, "jobsCompletedImprovementPercent", libraSla.completed(), libra.completed());
        libraSlaRow = improvement(libraSlaRow, "utilityImprovementPercent", libraSla.utility(), libra.utility());
        return List.of(libraSlaRow, row(point, LibraBestFitAdmission.NAME, libra));
    }

    private static RunMetrics run(List<SlaJob> jobs, String policy, Cluster cluster) {
        return Simulation.run(jobs, PolicyRegistry.create(policy), cluster).metrics();
    }

    private static Row row(Point point, String policy, Means m) {
        return point.series().describe(Row.of("policy", policy).with("arrivalDelayFactor", point.arrivalDelayFactor()))
                .with("repetitions", point.repetitions()).with("jobsSubmitted", m.submitted())
                .with("jobsAccepted", m.accepted()).with("jobsCompleted", m.completed()).with("utility", m.utility());
    }

    /** Choice: the improvement is left out when Libra's value is not positive (a % of it means nothing). */
    private static Row improvement(Row row, String column, double ours, double baseline) {
        return baseline > 0 ? row.with(column, 100 * (ours - baseline) / baseline) : row;
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "arrivalDelayFactor",
                "highUrgencyPercent", "deadlineMeanFactor", "budgetMeanFactor", "penaltyRateMeanFactor",
                "jobsAccepted", "jobsCompleted", "utility", "jobsCompletedImprovementPercent",
                "utilityImprovementPercent"), LibraSlaSeries.charts());
    }
}
