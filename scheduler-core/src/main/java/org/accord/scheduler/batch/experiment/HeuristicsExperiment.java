package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.accord.scheduler.batch.BatchException;
import org.accord.scheduler.batch.BatchParameter;
import org.accord.scheduler.batch.BatchSettings;
import org.accord.scheduler.tiling.TilingSettings;
import org.accord.scheduler.batch.Experiment;
import org.accord.scheduler.batch.Grid;
import org.accord.scheduler.batch.ReportLayout;
import org.accord.scheduler.batch.Row;
import org.accord.scheduler.heuristic.Heuristic;
import org.accord.scheduler.heuristic.HeuristicResult;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.TableExperiment;
import org.accord.scheduler.heuristic.TableSettings;

/**
 * {@code heuristics}: Tables 1 and 2 of the analytical-terms paper: the nine weighted-priority heuristics on
 * synthetic 48 x 400 workloads (about 380 SLAs a set, 100 sets by default, {@code --sets N}), each at the w
 * that maximises its mean income, under flat-rate and pay-as-you-go pricing; rows sorted by income within a
 * pricing, as the paper's tables are. Each row also holds the paper's published values.
 *
 * <p>A point is one (pricing, heuristic) pair; its weight sweep and packing are the heuristic package's
 * {@link TableExperiment}, on one thread (the batch runner spreads points over the cores). All points of a
 * pricing share a seed key, so every heuristic of a table is measured on the same sets. No trace is read.
 */
public final class HeuristicsExperiment implements Experiment<HeuristicsExperiment.Point> {
    /** Registry name. */
    public static final String NAME = "heuristics";
    /** Setting: the generator's split rule. */
    public static final String SPLIT_RULE = "split-rule";
    /** Setting: the generator's cut range. */
    public static final String CUT_MIN = "cut-min";
    /** Setting: mean laxity in units of t_D. */
    public static final String LAXITY_MEAN = "laxity-mean";
    /** Setting: the laxity distribution. */
    public static final String LAXITY_DISTRIBUTION = "laxity-distribution";
    static final String DEFAULT_SPLIT_RULE = "area-weighted";
    static final double DEFAULT_CUT_MIN = 0.15;
    static final double DEFAULT_LAXITY_MEAN = 5.0;
    static final String DEFAULT_LAXITY_DISTRIBUTION = "uniform";
    /** The paper's number of sets per table. */
    public static final int DEFAULT_SETS = 100;

    /**
     * One (pricing, heuristic) pair.
     *
     * @param settings the table settings reduced to this heuristic and pricing, one thread
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
        return "weighted-priority heuristics, Tables 1 and 2 (48 x 400 synthetic sets)";
    }

    @Override
    public List<BatchParameter> parameters() {
        return List.of(
                new BatchParameter(SPLIT_RULE, DEFAULT_SPLIT_RULE, "which rectangle the generator cuts next: largest"
                        + " (the first generator; near-uniform sizes) or area-weighted (random, in proportion to area)"),
                new BatchParameter(CUT_MIN, Double.toString(DEFAULT_CUT_MIN),
                        "each cut falls within [cut-min, 1 - cut-min] of the side; lower spreads sizes more"),
                new BatchParameter(LAXITY_MEAN, Double.toString(DEFAULT_LAXITY_MEAN), "mean laxity t_L in units of t_D"),
                new BatchParameter(LAXITY_DISTRIBUTION, DEFAULT_LAXITY_DISTRIBUTION,
                        "uniform on [0, 2 x mean] or exponential with that mean"));
    }

    /** The synthetic sets' shape from the named settings. */
    static TilingSettings workload(BatchSettings settings) {
        try {
            return TilingSettings.paper().withShape(settings.parameter(SPLIT_RULE, DEFAULT_SPLIT_RULE),
                    settings.number(CUT_MIN, DEFAULT_CUT_MIN), settings.number(LAXITY_MEAN, DEFAULT_LAXITY_MEAN),
                    settings.parameter(LAXITY_DISTRIBUTION, DEFAULT_LAXITY_DISTRIBUTION));
        } catch (IllegalArgumentException e) {
            throw new BatchException("heuristics settings: " + e.getMessage(), e);
        }
    }

    @Override
    public Grid<Point> read(BatchSettings settings) {
        TableSettings paper = TableSettings.paper().withSets(settings.sets().orElse(DEFAULT_SETS));
        paper = new TableSettings(workload(settings), paper.sets(), paper.heuristics(), paper.pricings(),
                paper.sweep(), paper.threads());
        List<Point> points = new ArrayList<>();
        List<Integer> keys = new ArrayList<>();
        for (int p = 0; p < paper.pricings().size(); p++) {
            Pricing pricing = paper.pricings().get(p);
            for (Heuristic heuristic : paper.heuristics()) {
                points.add(new Point(new TableSettings(paper.workload(), paper.sets(), List.of(heuristic),
                        List.of(pricing), paper.sweep(), 1), pricing));
                keys.add(p);
            }
        }
        TilingSettings w = paper.workload();
        String input = String.format(java.util.Locale.ROOT,
                "synthetic %d x %d frames, %d sets per pricing (%s splits, cuts %.2f-%.2f, %s laxity, mean %s t_D)",
                w.processors(), w.hours(), paper.sets(), w.splitRule(), w.cutMin(), 1 - w.cutMin(),
                w.laxityDistribution(), w.meanLaxityFactor());
        return new Grid<>(input, points, keys);
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        HeuristicResult r = TableExperiment.runTable(point.settings(), seed, point.pricing()).get(0);
        Row row = Row.of("heuristic", r.heuristic()).with("pricing", r.pricing()).with("w", r.bestW())
                .with("slaPercent", r.slaPercent()).with("cpuPercent", r.cpuPercent()).with("income", r.income())
                .with("sets", point.settings().sets()).with("weightsEvaluated", r.evaluations());
        return List.of(PublishedTables.row(r.pricing(), r.heuristic())
                .map(p -> row.with("paperSlaPercent", p.slaPercent()).with("paperCpuPercent", p.cpuPercent())
                        .with("paperW", p.w()).with("paperRank", p.rank()))
                .orElse(row));
    }

    @Override
    public ReportLayout layout() {
        Comparator<Row> byPricing = Comparator.comparing(r -> pricingRank(r.text("pricing")));
        return new ReportLayout(byPricing.thenComparing(r -> -r.number("income")),
                List.of("pricing", "heuristic", "slaPercent", "cpuPercent", "w", "income",
                        "paperSlaPercent", "paperCpuPercent", "paperW", "paperRank"), List.of());
    }

    private static int pricingRank(String pricing) {
        List<String> names = Pricing.all().stream().map(Pricing::name).toList();
        return names.indexOf(pricing);
    }
}
