package org.accord.scheduler.heuristic;

import java.util.List;

/**
 * Metrics averaged over the sets of an experiment, as the paper reports them.
 *
 * @param slaPercent mean SLA satisfiability, percent
 * @param cpuPercent mean CPU utilisation, percent
 * @param income     mean income per set
 */
public record MeanMetrics(double slaPercent, double cpuPercent, double income) {

    /** The means of {@code metrics}, which must not be empty. */
    public static MeanMetrics of(List<ScheduleMetrics> metrics) {
        if (metrics.isEmpty()) {
            throw new IllegalArgumentException("need at least one set to average");
        }
        double sla = 0;
        double cpu = 0;
        double income = 0;
        for (ScheduleMetrics m : metrics) {
            sla += m.slaPercent();
            cpu += m.cpuPercent();
            income += m.income();
        }
        int n = metrics.size();
        return new MeanMetrics(sla / n, cpu / n, income / n);
    }
}
