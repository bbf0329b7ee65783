package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.admission.EddAdmission;
import org.accord.scheduler.admission.PolicyRegistry;
import org.accord.scheduler.admission.PolicySettings;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.resource.Cluster;
import org.accord.scheduler.simulation.RunMetrics;
import org.accord.scheduler.simulation.Simulation;
import org.accord.scheduler.sla.SlaJob;
import org.accord.scheduler.workload.SwfJobs;
import org.accord.scheduler.workload.SwfTrace;

/**
 * {@code edd}: SSL-SM (one machine) and SSL-PM (two and three machines) of the EDD paper (Lezama Barquet,
 * Tchernykh and Yahyapour, Figs. 1-12) over the slack factors 1, 2, 5, 10, 15, 20, 25, 50, 100, 200, 500,
 * 1000 on a real trace (KTH SP2 by default, one of the paper's nine): rejected %, total processing time of
 * accepted jobs, mean waiting time, interruptions per job, efficiency, competitive factor and cost per hour.
 *
 * <p>Method: the paper simulated "30 experiments within one week period" of a log made of nine traces; here
 * the log is the one trace given (or several {@code --trace} files merged, each shifted to start at time 0,
 * as the paper merged its nine), cut into consecutive one-week windows from its first submission; the first
 * 30 that hold jobs are replayed ({@code --windows N}; {@code --jobs N} keeps the first N jobs of each),
 * every job's release shifted to its window's start. Parallelism is abstracted as in the paper (each job runs on one machine). Every metric
 * is the mean over windows. Efficiency is the core simulation's utilisation (useful work over machines x
 * (last completion - first release)). Cost per hour: the provider pays {@value #MAINTENANCE_PER_HOUR} $ per
 * machine-hour (Amazon EC2 small instance) for the time the released work needs, so
 * {@code co_u = u_u x sum_released p_j / sum_accepted p_j} $ per hour of executed work; windows that
 * executed nothing are left out of its mean. No randomness: the seed is unused.
 */
public final class EddExperiment implements Experiment<EddExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "edd";
    /** The slack factors of the paper's figures. */
    public static final List<Double> SLACK_FACTORS =
            List.of(1.0, 2.0, 5.0, 10.0, 15.0, 20.0, 25.0, 50.0, 100.0, 200.0, 500.0, 1000.0);
    /** Machines: SSL-SM on 1, SSL-PM on 2 and 3. */
    public static final List<Integer> MACHINES = List.of(1, 2, 3);
    /** The paper's number of one-week experiments. */
    public static final int DEFAULT_WINDOWS = 30;
    /** Maintenance price u_u, $ per machine-hour. */
    public static final double MAINTENANCE_PER_HOUR = 0.085;
    private static final double WEEK = 7 * 86_400;

    /**
     * One replay: a machine count and slack factor over every window.
     *
     * @param windows     the jobs of each window, releases from 0
     * @param machines    machines
     * @param slackFactor slack factor f
     */
    public record Point(List<List<SlaJob>> windows, int machines, double slackFactor) {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "SSL-SM / SSL-PM with preemptive EDD over slack factors (EDD paper, Figs. 1-12)";
    }

    @Override
    public Grid<Point> read(BatchSettings settings) {
        List<SwfTrace> traces = TraceInputs.read(settings, List.of(TraceInputs.KTH_SP2));
        List<List<SlaJob>> windows = windows(log(traces), settings.windows().orElse(DEFAULT_WINDOWS),
                settings.jobs().orElse(Integer.MAX_VALUE));
        List<Point> points = new ArrayList<>();
        for (int machines : MACHINES) {
            SLACK_FACTORS.forEach(f -> points.add(new Point(windows, machines, f)));
        }
        return Grid.of(TraceInputs.describe(traces) + " (" + windows.size() + " one-week windows)", points);
    }

    /** One trace's jobs as they are; several traces merged, each from time 0, ids prefixed by file name. */
    static List<SlaJob> log(List<SwfTrace> traces) {
        if (traces.size() == 1) {
            return SwfJobs.of(traces.get(0));
        }
        List<SlaJob> merged = new ArrayList<>();
        for (SwfTrace trace : traces) {
            List<SlaJob> jobs = SwfJobs.of(trace);
            double first = jobs.stream().mapToDouble(SlaJob::submitTime).min().orElse(0);
            String prefix = TraceInputs.fileName(trace.source()) + ":";
            jobs.forEach(j -> merged.add(new SlaJob(prefix + j.id(), j.submitTime() - first, j.runtime(),
                    j.processors(), j.sla())));
        }
        merged.sort(java.util.Comparator.comparingDouble(SlaJob::submitTime));
        return merged;
    }

    /** The first {@code count} non-empty one-week windows, at most {@code maxJobs} jobs each, releases from 0. */
    static List<List<SlaJob>> windows(List<SlaJob> jobs, int count, int maxJobs) {
        double first = jobs.stream().mapToDouble(SlaJob::submitTime).min().orElse(0);
        List<List<SlaJob>> weeks = new ArrayList<>();
        for (SlaJob job : jobs) {
            int week = (int) ((job.submitTime() - first) / WEEK);
            while (weeks.size() <= week) {
                weeks.add(new ArrayList<>());
            }
            double start = first + week * WEEK;
            if (weeks.get(week).size() < maxJobs) {
                weeks.get(week).add(job.submittedAt(job.submitTime() - start));
            }
        }
        return weeks.stream().filter(w -> !w.isEmpty()).limit(count).map(List::copyOf).toList();
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        Cluster machines = Cluster.homogeneous(point.machines(), 1, 1);
        WindowMeans means = new WindowMeans();
        for (List<SlaJob> window : point.windows()) {
            RunMetrics m = Simulation.run(window, PolicyRegistry.create(EddAdmission.NAME,
                    PolicySettings.defaults().withSlackFactor(point.slackFactor())), machines).metrics();
            double released = window.stream().mapToDouble(SlaJob::runtime).sum();
            means.add(m, released, MAINTENANCE_PER_HOUR);
        }
        Row row = Row.of("policy", point.machines() == 1 ? "ssl-sm" : "ssl-pm").with("machines", point.machines())
                .with("slackFactor", point.slackFactor()).with("windows", point.windows().size());
        return List.of(means.describe(row));
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "machines", "slackFactor",
                "rejectedPercent", "totalProcessingTime", "meanWaitingTime", "interruptionsPerJob", "efficiency",
                "competitiveFactor", "costPerHour"), EddCharts.all());
    }
}
