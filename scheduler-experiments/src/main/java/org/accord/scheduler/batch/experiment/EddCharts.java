package org.accord.scheduler.batch.experiment;

import java.util.List;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.Row;

/** The EDD paper's figures: each metric against the slack factor (log scale), one line per machine count. */
final class EddCharts {
    private EddCharts() {
    }

    static List<ChartSpec> all() {
        return List.of(
                chart("fig1-6-rejected", "Percentage of rejected jobs", "rejectedPercent", "%RJ"),
                chart("fig2-7-processing-time", "Total processing time of accepted jobs", "totalProcessingTime",
                        "Total processing time (s)"),
                chart("fig3-8-waiting-time", "Mean waiting time", "meanWaitingTime", "Mean waiting time (s)"),
                chart("fig4-9-interruptions", "Mean number of interruptions per job", "interruptionsPerJob",
                        "Interruptions per job"),
                chart("fig10-efficiency", "Execution efficiency", "efficiency", "Efficiency"),
                chart("fig5-11-competitive-factor", "Competitive factor", "competitiveFactor", "Competitive factor"),
                chart("fig12-cost-per-hour", "Execution cost per hour", "costPerHour", "Cost per hour ($)"));
    }

    private static ChartSpec chart(String file, String title, String column, String yTitle) {
        return new ChartSpec(file, title, "slackFactor", "Slack factor (SLAf)", column, yTitle, r -> true,
                EddCharts::series, true);
    }

    private static String series(Row row) {
        int machines = (int) row.number("machines");
        return machines == 1 ? "SSL-SM, 1 machine" : "SSL-PM, " + machines + " machines";
    }
}
