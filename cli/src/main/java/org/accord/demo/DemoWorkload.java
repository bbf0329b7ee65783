package org.accord.demo;

import java.util.List;

import org.accord.scheduler.sla.SlaJob;
import org.accord.scheduler.workload.SlaAssignment;
import org.accord.scheduler.workload.SlaAssignmentSettings;
import org.accord.scheduler.workload.SwfJobs;
import org.accord.scheduler.workload.SwfReader;
import org.accord.scheduler.workload.SwfTrace;

/**
 * The demo's jobs: the first {@code jobs} of the LibraSLA paper's workload (the last 1000 jobs of the
 * SDSC SP2 trace shipped in scheduler-core, read with its {@link SwfReader} and job convention), given
 * SLAs by the paper's {@link SlaAssignment} (20% HIGH urgency with HARD deadlines, high:low ratios 7, 7, 4)
 * at the same defaults as {@code ./accord batch librasla} ({@link SlaAssignmentSettings#defaults()}: f in
 * processor-seconds, penalty-rate scale 0.1), with the demo's seed and arrival delay factor. Arrivals start at
 * 0 seconds.
 */
public final class DemoWorkload {

    /** The paper's slice: the last 1000 jobs of the trace. */
    public static final int PAPER_SLICE = 1000;

    private DemoWorkload() {
    }

    /** The trace this demo replays (its source name, for reports). */
    public static String traceName() {
        return SwfReader.SDSC_SP2_RESOURCE;
    }

    /** The jobs with SLAs, in arrival order. */
    public static List<SlaJob> jobs(DemoSettings settings) {
        SwfTrace trace = SwfReader.sdscSp2();
        List<SlaJob> slice = SwfJobs.of(trace.last(PAPER_SLICE)).subList(0, settings.jobs());
        SlaAssignmentSettings sla = SlaAssignmentSettings.defaults()
                .withArrivalDelayFactor(settings.arrivalDelayFactor());
        return new SlaAssignment(sla, settings.seed()).assign(slice);
    }

    /**
     * A speed-up that plays the simulated part of the run, up to the latest due time (arrival plus
     * deadline) of any job, in about {@link DemoSettings#TARGET_WALL_SECONDS} seconds; at least 1.
     */
    public static double automaticSpeedup(List<SlaJob> jobs) {
        double horizon = jobs.stream().mapToDouble(SlaJob::dueTime).max().orElse(1);
        return Math.max(1, Math.ceil(horizon / DemoSettings.TARGET_WALL_SECONDS));
    }
}
