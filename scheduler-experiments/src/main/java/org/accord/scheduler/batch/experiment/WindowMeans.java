package org.accord.scheduler.batch.experiment;

import org.accord.scheduler.batch.Row;
import org.accord.scheduler.simulation.RunMetrics;

/** Means of the EDD metrics over the windows of one point (see {@link EddExperiment}). */
final class WindowMeans {
    private int windows;
    private double jobs;
    private double rejected;
    private double processing;
    private double waiting;
    private double interruptions;
    private double efficiency;
    private double competitive;
    private double cost;
    private int costed;

    /** Adds one window's metrics; {@code released} is the window's total processing time. */
    void add(RunMetrics m, double released, double maintenancePerHour) {
        windows++;
        jobs += m.jobsSubmitted();
        rejected += m.rejectedPercent();
        processing += m.totalProcessingTime();
        waiting += m.meanWaitingTime();
        interruptions += m.interruptionsPerJob();
        efficiency += m.utilisation();
        competitive += m.competitiveFactor();
        if (m.totalProcessingTime() > 0) {
            cost += maintenancePerHour * released / m.totalProcessingTime();
            costed++;
        }
    }

    /** {@code row} with the means appended. */
    Row describe(Row row) {
        Row out = row.with("jobsPerWindow", jobs / windows).with("rejectedPercent", rejected / windows)
                .with("totalProcessingTime", processing / windows).with("meanWaitingTime", waiting / windows)
                .with("interruptionsPerJob", interruptions / windows).with("efficiency", efficiency / windows)
                .with("competitiveFactor", competitive / windows);
        return costed == 0 ? out : out.with("costPerHour", cost / costed);
    }
}
