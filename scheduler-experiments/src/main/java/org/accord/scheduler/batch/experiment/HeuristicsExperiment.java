package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
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
import org.accord.scheduler.heuristic.table.PlannerTable;
import org.accord.scheduler.heuristic.Pricing;
import org.accord.scheduler.heuristic.table.TableExperiment;
import org.accord.scheduler.heuristic.table.TableSettings;
import org.accord.scheduler.plan.LocalSearchPlanner;
import org.accord.scheduler.plan.SearchSettings;

/**
 * {@code heuristics}: Tables 1 and 2 of the analytical-terms paper: the nine weighted-priority heuristics on
 * synthetic 48 x 400 workloads (about 380 SLAs a set, 100 sets by default, {@code --sets N}), each at the w
 * that maximises its mean income, under flat-rate and pay-as-you-go pricing; rows sorted by income within a
 * pricing, as the paper's tables are. Each row also holds the paper's published values.
 *
 * <p>A point is one (pricing, heuristic) pair; its weight sweep and packing are the heuristic package's
 * {@link TableExperiment}, on one thread (the batch runner spreads points over the cores). All points of a
 * pricing share a seed key, so every heuristic of a table is measured on the same sets. No trace is read.
 *
 * <p>With {@code --set planners=local-search} each pricing also gets a planner point: the
 * {@link LocalSearchPlanner} started on every set from that table's best single-pass plan
 * ({@link PlannerTable}), on the same sets, reported as one more row with its spread over the sets and its
 * time per set.
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
    /** Setting: planners run after the table on the same sets. */
    public static final String PLANNERS = "planners";
    /** Setting: the planner's move budget per set. */
    public static final String PLANNER_MOVES = "planner-moves";
    /** Setting: the planner's wall-time cap per set. */
    public static final String PLANNER_TIME_LIMIT = "planner-time-limit-ms";
    static final long DEFAULT_PLANNER_MOVES = 20_000;
    static final long DEFAULT_PLANNER_TIME_LIMIT_MS = 1_000;
    /** The paper's number of sets per table. */
    public static final int DEFAULT_SETS = 100;

    /**
     * One (pricing, heuristic) pair.
     *
     * @param settings the table settings reduced to this heuristic and pricing, one thread
     * @param pricing  the pricing
     * @param planner  for a planner point, how long the planner searches each set; empty for a heuristic's point
     */
    public record Point(TableSettings settings, Pricing pricing, Optional<SearchSettings> planner) {
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
                        "uniform on [0, 2 x mean] or exponential with that mean"),
                new BatchParameter(PLANNERS, "", "planners run on the same sets from each table's best heuristic"
                        + " plan, comma-separated: " + LocalSearchPlanner.NAME + " (empty: none)"),
                new BatchParameter(PLANNER_MOVES, Long.toString(DEFAULT_PLANNER_MOVES),
                        "the planner's moves per set (the run is repeatable when every set ends on this budget)"),
                new BatchParameter(PLANNER_TIME_LIMIT, Long.toString(DEFAULT_PLANNER_TIME_LIMIT_MS),
                        "the planner's wall-time cap per set, milliseconds"));
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
                        List.of(pricing), paper.sweep(), 1), pricing, Optional.empty()));
                keys.add(p);
            }
            Optional<SearchSettings> planner = planner(settings);
            if (planner.isPresent()) {
                points.add(new Point(new TableSettings(paper.workload(), paper.sets(), paper.heuristics(),
                        List.of(pricing), paper.sweep(), 1), pricing, planner));
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

    /** The planner's budget when {@code planners} names the local-search planner, else empty. */
    static Optional<SearchSettings> planner(BatchSettings settings) {
        boolean wanted = false;
        for (String name : settings.parameter(PLANNERS, "").split(",")) {
            String planner = name.trim();
            if (planner.equals(LocalSearchPlanner.NAME)) {
                wanted = true;
            } else if (!planner.isEmpty()) {
                throw new BatchException("setting " + PLANNERS + ": unknown planner '" + planner + "'; known: "
                        + LocalSearchPlanner.NAME);
            }
        }
        if (!wanted) {
            return Optional.empty();
        }
        try {
            return Optional.of(new SearchSettings(whole(settings, PLANNER_MOVES, DEFAULT_PLANNER_MOVES),
                    whole(settings, PLANNER_TIME_LIMIT, DEFAULT_PLANNER_TIME_LIMIT_MS)));
        } catch (IllegalArgumentException e) {
            throw new BatchException("heuristics settings: " + e.getMessage(), e);
        }
    }

    private static long whole(BatchSettings settings, String name, long defaultValue) {
        double value = settings.number(name, defaultValue);
        if (value != Math.rint(value) || value < 1 || value > Long.MAX_VALUE / 2) {
            throw new BatchException("setting " + name + " must be a whole number of at least 1: " + value);
        }
        return (long) value;
    }

    @Override
    public List<Row> replay(Point point, long seed) {
        if (point.planner().isPresent()) {
            return List.of(plannerRow(PlannerTable.run(point.settings(), seed, point.pricing(), point.planner().get()),
                    point));
        }
        HeuristicResult r = TableExperiment.runTable(point.settings(), seed, point.pricing()).get(0);
        Row row = Row.of("heuristic", r.heuristic()).with("pricing", r.pricing()).with("w", r.bestW())
                .with("slaPercent", r.slaPercent()).with("cpuPercent", r.cpuPercent()).with("income", r.income())
                .with("sets", point.settings().sets()).with("weightsEvaluated", r.evaluations());
        return List.of(PublishedTables.row(r.pricing(), r.heuristic())
                .map(p -> row.with("paperSlaPercent", p.slaPercent()).with("paperCpuPercent", p.cpuPercent())
                        .with("paperW", p.w()).with("paperRank", p.rank()))
                .orElse(row));
    }

    private static Row plannerRow(PlannerTable.Result r, Point point) {
        double[] sla = r.slaPercents();
        double[] cpu = r.cpuPercents();
        return Row.of("heuristic", LocalSearchPlanner.NAME + " from " + r.startRow().heuristic())
                .with("pricing", point.pricing().name()).with("w", r.startRow().bestW())
                .with("slaPercent", r.planned().slaPercent()).with("cpuPercent", r.planned().cpuPercent())
                .with("income", r.planned().income()).with("sets", r.sets().size())
                .with("startSlaPercent", r.start().slaPercent()).with("startCpuPercent", r.start().cpuPercent())
                .with("slaPercentMin", Arrays.stream(sla).min().orElse(0)).with("slaPercentMax", Arrays.stream(sla).max().orElse(0))
                .with("slaPercentSd", PlannerTable.spread(sla))
                .with("cpuPercentMin", Arrays.stream(cpu).min().orElse(0)).with("cpuPercentMax", Arrays.stream(cpu).max().orElse(0))
                .with("cpuPercentSd", PlannerTable.spread(cpu))
                .with("setsImproved", r.improved()).with("setsTimedOut", r.timedOut())
                .with("msPerSetMedian", r.medianMillis()).with("msPerSetMax", r.maxMillis())
                .with("plannerMoves", point.planner().get().maxMoves())
                .with("plannerTimeLimitMs", point.planner().get().timeLimitMillis());
    }

    @Override
    public ReportLayout layout() {
        Comparator<Row> byPricing = Comparator.comparing(r -> pricingRank(r.text("pricing")));
        return new ReportLayout(byPricing.thenComparing(r -> -r.number("income")),
                List.of("pricing", "heuristic", "slaPercent", "cpuPercent", "w", "income",
                        "paperSlaPercent", "paperCpuPercent", "paperW", "paperRank", "startSlaPercent", "startCpuPercent",
                        "msPerSetMedian", "msPerSetMax"), List.of());
    }

    private static int pricingRank(String pricing) {
        List<String> names = Pricing.all().stream().map(Pricing::name).toList();
        return names.indexOf(pricing);
    }
}
