package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.accord.scheduler.admission.LibraSlaAdmission;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.workload.SlaAssignmentSettings;

/**
 * One line of the LibraSLA paper's Figs. 2-5: a HIGH urgency share and deadline, budget and penalty-rate mean
 * factors, the rest at {@link SlaAssignmentSettings#paperDefaults()}. The baseline (20%, factors 1) is a line
 * of every figure and is replayed once.
 *
 * @param highUrgencyPercent    share of HIGH urgency (HARD deadline) jobs, percent
 * @param deadlineMeanFactor    deadline mean factor
 * @param budgetMeanFactor      budget mean factor
 * @param penaltyRateMeanFactor penalty rate mean factor
 */
public record LibraSlaSeries(double highUrgencyPercent, double deadlineMeanFactor, double budgetMeanFactor,
                             double penaltyRateMeanFactor) {

    /** The nine distinct lines of Figs. 2-5, baseline first. */
    public static final List<LibraSlaSeries> ALL = List.of(
            new LibraSlaSeries(20, 1, 1, 1),
            new LibraSlaSeries(50, 1, 1, 1), new LibraSlaSeries(80, 1, 1, 1),
            new LibraSlaSeries(20, 2, 1, 1), new LibraSlaSeries(20, 3, 1, 1),
            new LibraSlaSeries(20, 1, 2, 1), new LibraSlaSeries(20, 1, 3, 1),
            new LibraSlaSeries(20, 1, 1, 2), new LibraSlaSeries(20, 1, 1, 3));

    /** The SLA assignment settings of this line (arrivals as recorded). */
    public SlaAssignmentSettings settings() {
        return settings(SlaAssignmentSettings.paperDefaults());
    }

    /** This line's class split and mean factors over {@code base} (its budget function, penalty scale, ratios). */
    public SlaAssignmentSettings settings(SlaAssignmentSettings base) {
        return base.withHighUrgencyFraction(highUrgencyPercent / 100)
                .withMeanFactors(deadlineMeanFactor, budgetMeanFactor, penaltyRateMeanFactor);
    }

    /** {@code row} with this line's parameters appended. */
    public Row describe(Row row) {
        return row.with("highUrgencyPercent", highUrgencyPercent).with("deadlineMeanFactor", deadlineMeanFactor)
                .with("budgetMeanFactor", budgetMeanFactor).with("penaltyRateMeanFactor", penaltyRateMeanFactor);
    }

    /** The eight panels of Figs. 2-5: LibraSLA's improvement over Libra, one line per value of the varied parameter. */
    static List<ChartSpec> charts() {
        List<ChartSpec> charts = new ArrayList<>();
        figure(charts, "fig2", "Impact of deadline type", "highUrgencyPercent", "HIGH urgency jobs = %s%%",
                r -> is(r, "deadlineMeanFactor", 1) && is(r, "budgetMeanFactor", 1) && is(r, "penaltyRateMeanFactor", 1));
        figure(charts, "fig3", "Impact of deadline mean factor", "deadlineMeanFactor", "deadline mean factor = %s",
                r -> is(r, "highUrgencyPercent", 20) && is(r, "budgetMeanFactor", 1) && is(r, "penaltyRateMeanFactor", 1));
        figure(charts, "fig4", "Impact of budget mean factor", "budgetMeanFactor", "budget mean factor = %s",
                r -> is(r, "highUrgencyPercent", 20) && is(r, "deadlineMeanFactor", 1) && is(r, "penaltyRateMeanFactor", 1));
        figure(charts, "fig5", "Impact of penalty rate mean factor", "penaltyRateMeanFactor",
                "penalty rate mean factor = %s",
                r -> is(r, "highUrgencyPercent", 20) && is(r, "deadlineMeanFactor", 1) && is(r, "budgetMeanFactor", 1));
        return charts;
    }

    private static void figure(List<ChartSpec> charts, String figure, String caption, String varied, String label,
                               Predicate<Row> line) {
        Predicate<Row> include = r -> LibraSlaAdmission.NAME.equals(r.text("policy")) && line.test(r);
        charts.add(new ChartSpec(figure + "a-jobs-completed", caption + ": no. of jobs completed",
                "arrivalDelayFactor", "Arrival Delay Factor", "jobsCompletedImprovementPercent",
                "Improvement over Libra (%)", include, r -> String.format(label, plain(r.number(varied))), false));
        charts.add(new ChartSpec(figure + "b-utility", caption + ": utility achieved",
                "arrivalDelayFactor", "Arrival Delay Factor", "utilityImprovementPercent",
                "Improvement over Libra (%)", include, r -> String.format(label, plain(r.number(varied))), false));
    }

    private static boolean is(Row row, String column, double value) {
        return row.number(column) == value;
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
