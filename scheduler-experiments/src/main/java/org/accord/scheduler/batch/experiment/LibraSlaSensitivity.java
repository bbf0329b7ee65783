package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.admission.LibraSlaAdmission;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.workload.BudgetFunction;

/**
 * {@code librasla-sensitivity}: how the LibraSLA headline (its utility and on-time jobs against Libra's, and
 * {@code librasla-value}'s utility against LibraSLA's) moves with the two SLA parameters the paper leaves open:
 * the penalty rate scale of {@code g(runtime)} (0.02 to 1) and the budget function {@code f(runtime)}
 * (processor-seconds or runtime), at the heaviest, a middle and the lightest arrival delay factor (0.005, 0.02,
 * 0.04), for the baseline line of Fig. 2 (20% HIGH urgency, mean factors 1). Every point replays the same
 * SLA draws (one seed key), scaled by its settings, so the lines differ only by the parameters. {@code --reps N}
 * averages N draws per point as in {@code librasla}.
 */
public final class LibraSlaSensitivity implements Experiment<LibraSlaExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "librasla-sensitivity";
    /** The penalty rate scales swept. */
    public static final List<Double> SCALES = List.of(0.02, 0.05, 0.1, 0.2, 0.5, 1.0);
    /** The arrival delay factors swept. */
    public static final List<Double> FACTORS = List.of(0.005, 0.02, 0.04);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "LibraSLA's headline against the penalty rate scale and budget function the paper leaves open";
    }

    @Override
    public Grid<LibraSlaExperiment.Point> read(BatchSettings settings) {
        Grid<LibraSlaExperiment.Point> baseline = new LibraSlaExperiment().read(
                settings.withParameter(LibraSlaExperiment.SERIES, "baseline"));
        LibraSlaExperiment.Point template = baseline.points().get(0);
        List<LibraSlaExperiment.Point> points = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        for (BudgetFunction f : BudgetFunction.values()) {
            for (double scale : SCALES) {
                for (double factor : FACTORS) {
                    points.add(new LibraSlaExperiment.Point(template.jobs(), template.cluster(), template.series(),
                            factor, template.repetitions(), template.base().withBudgetFunction(f)
                            .withPenaltyRateScale(scale), template.policies(), template.policySettings()));
                    keys.add(0);
                }
            }
        }
        return new Grid<>(baseline.input(), points, keys);
    }

    @Override
    public List<Row> replay(LibraSlaExperiment.Point point, long seed) {
        return new LibraSlaExperiment().replay(point, seed);
    }

    @Override
    public ReportLayout layout() {
        List<ChartSpec> charts = new ArrayList<>();
        for (BudgetFunction f : BudgetFunction.values()) {
            String tag = f.label();
            charts.add(chart("utility-" + tag, "LibraSLA utility over Libra, f = " + tag, LibraSlaAdmission.NAME, f,
                    "utilityImprovementPercent", "LibraSLA utility over Libra (%)"));
            charts.add(chart("on-time-" + tag, "LibraSLA jobs on time over Libra, f = " + tag, LibraSlaAdmission.NAME, f,
                    "onTimeImprovementPercent", "LibraSLA on-time jobs over Libra (%)"));
            charts.add(chart("value-" + tag, "librasla-value utility over LibraSLA, f = " + tag,
                    LibraSlaAdmission.VALUE_NAME, f, "utilityOverLibraSlaPercent", "utility over LibraSLA (%)"));
        }
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("policy", "budgetFunction", "penaltyRateScale",
                "arrivalDelayFactor", "jobsCompleted", "jobsOnTime", "jobsLateProfitable", "jobsLateLoss",
                "highUrgencyOnTime", "utility", "utilityImprovementPercent", "onTimeImprovementPercent",
                "utilityOverLibraSlaPercent"), charts);
    }

    private static ChartSpec chart(String file, String title, String policy, BudgetFunction f, String y, String yTitle) {
        return new ChartSpec(file, title, "penaltyRateScale", "Penalty rate scale (g = scale x f / runtime)", y, yTitle,
                r -> policy.equals(r.text("policy")) && f.label().equals(r.text("budgetFunction")),
                r -> "arrival delay factor " + r.number("arrivalDelayFactor"), true);
    }
}
