package org.accord.scheduler.batch.experiment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.accord.scheduler.batch.BatchSettings;
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
    public Grid<Point> read(BatchSettings settings) {
        TableSettings paper = TableSettings.paper().withSets(settings.sets().orElse(DEFAULT_SETS));
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
        String input = String.format("synthetic %d x %d frames, %d sets per pricing",
                paper.workload().processors(), paper.workload().hours(), paper.sets());
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
