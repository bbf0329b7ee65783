package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.List;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.BatchParameter;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.batch.ChartSpec;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.heuristic.HeuristicResult;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.table.TableExperiment;
import org.accord.scheduler.heuristic.table.TableSettings;
import org.accord.scheduler.tiling.TilingSettings;

/**
 * {@code heuristics-sensitivity}: how the Tables' headline (the flat-rate winner's SLA satisfiability and CPU
 * utilisation against pay-as-you-go's best CPU utilisation) moves with the two workload parameters the paper
 * leaves open: the generator's split rule ({@code largest} or {@code area-weighted}) and the mean laxity (1 to 50
 * t_D, up to the paper's "≈ 0.5·10^2 of t_D"). A point is one (split rule, laxity, pricing); it computes that
 * pricing's whole table ({@link TableExperiment#runTable}, the nine heuristics each at its best w) on
 * {@code --sets} sets (20 by default) and reports the top row. {@code cut-min} and {@code laxity-distribution}
 * are read as in {@code heuristics}. Points of one pricing share a seed key, as in {@code heuristics}.
 */
public final class HeuristicsSensitivity implements Experiment<HeuristicsSensitivity.Point> {
    /** Registry name. */
    public static final String NAME = "heuristics-sensitivity";
    /** The mean laxities swept, in units of t_D. */
    public static final List<Double> LAXITY_MEANS = List.of(1.0, 2.0, 5.0, 10.0, 25.0, 50.0);
    /** Sets per point unless {@code --sets} says otherwise. */
    public static final int DEFAULT_SETS = 20;

    /**
     * One table: a workload shape and a pricing.
     *
     * @param settings the table's settings (the nine heuristics, one pricing, one thread)
     * @param pricing  the pricing
     */
    public record Point(TableSettings settings, Pricing pricing) {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Tables 1-2's winners against the split rule and mean laxity the paper leaves open";
    }

    @Override
    public List<BatchParameter> parameters() {
        return new HeuristicsExperiment().parameters().stream()
                .filter(p -> p.name().equals(HeuristicsExperiment.CUT_MIN)
                        || p.name().equals(HeuristicsExperiment.LAXITY_DISTRIBUTION))
                .toList();
    }

    @Override
    public Grid<Point> read(BatchSettings settings) {
        TilingSettings base = HeuristicsExperiment.workload(settings);
        TableSettings paper = TableSettings.paper().withSets(settings.sets().orElse(DEFAULT_SETS));
        List<Point> points = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        for (int p = 0; p < paper.pricings().size(); p++) {
            Pricing pricing = paper.pricings().get(p);
            for (String rule : TilingSettings.SPLIT_RULES) {
                for (double laxity : LAXITY_MEANS) {
                    TilingSettings shape;
                    try {
                        shape = base.withShape(rule, base.cutMin(), laxity, base.laxityDistribution());
                    } catch (IllegalArgumentException e) {
                        throw new BatchException("heuristics-sensitivity settings: " + e.getMessage(), e);
                    }
                    points.add(new Point(new TableSettings(shape, paper.sets(), paper.heuristics(), List.of(pricing),
                            paper.sweep(), 1), pricing));
                    keys.add(p);
                }
            }
        }
        String input = String.format(java.util.Locale.ROOT,
                "synthetic %d x %d frames, %d sets per point (cuts %.2f-%.2f, %s laxity)", base.processors(),
                base.hours(), paper.sets(), base.cutMin(), 1 - base.cutMin(), base.laxityDistribution());
        return new Grid<>(input, points, keys);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        List<HeuristicResult> table = TableExperiment.runTable(point.settings(), seed, point.pricing());
        HeuristicResult best = table.get(0);
        TilingSettings shape = point.settings().workload();
        return List.of(Row.of("pricing", point.pricing().name()).with("splitRule", shape.splitRule())
                .with("laxityMean", shape.meanLaxityFactor()).with("bestHeuristic", best.heuristic())
                .with("w", best.bestW()).with("slaPercent", best.slaPercent()).with("cpuPercent", best.cpuPercent())
                .with("income", best.income()).with("paperTopTwoRanks", paperTopTwoRanks(table))
                .with("sets", point.settings().sets()));
    }

    /** Where the paper's two flat-rate winners rank in this table, e.g. {@code "1,2"}. */
    private static String paperTopTwoRanks(List<HeuristicResult> table) {
        List<String> names = table.stream().map(HeuristicResult::heuristic).toList();
        return (names.indexOf("min(TF + w*NCPU)") + 1) + "," + (names.indexOf("min(TF + w*A)") + 1);
    }

    @Override
    public ReportLayout layout() {
        return new ReportLayout(ReportLayout.GRID_ORDER, List.of("pricing", "splitRule", "laxityMean", "bestHeuristic",
                "slaPercent", "cpuPercent", "w", "paperTopTwoRanks"), List.of(
                chart("flat-rate-sla", "Flat rate: the best heuristic's SLA satisfiability", "flat-rate", "slaPercent",
                        "SLA satisfiability (%)"),
                chart("flat-rate-cpu", "Flat rate: the best heuristic's CPU utilisation", "flat-rate", "cpuPercent",
                        "CPU utilisation (%)"),
                chart("pay-as-you-go-cpu", "Pay as you go: the best heuristic's CPU utilisation", "pay-as-you-go",
                        "cpuPercent", "CPU utilisation (%)"),
                chart("pay-as-you-go-sla", "Pay as you go: the best heuristic's SLA satisfiability", "pay-as-you-go",
                        "slaPercent", "SLA satisfiability (%)")));
    }

    private static ChartSpec chart(String file, String title, String pricing, String y, String yTitle) {
        return new ChartSpec(file, title, "laxityMean", "Mean laxity (t_L / t_D)", y, yTitle,
                r -> pricing.equals(r.text("pricing")), r -> "split rule " + r.text("splitRule"), true);
    }
}
