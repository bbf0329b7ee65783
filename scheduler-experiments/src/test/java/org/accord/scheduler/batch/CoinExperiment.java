package org.accord.scheduler.batch;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A tiny experiment for the framework's tests: each point is a coin bias; replaying it tosses the coin
 * {@code tosses} times with the point's seed and reports the heads of two "policies" (the coin and its mirror).
 */
class CoinExperiment implements Experiment<Double> {
    private final int tosses;
    private final ReportLayout layout;

    CoinExperiment(int tosses, ReportLayout layout) {
        this.tosses = tosses;
        this.layout = layout;
    }

    CoinExperiment() {
        this(50, new ReportLayout(ReportLayout.GRID_ORDER, List.of(), List.of(
                new ChartSpec("heads", "Heads vs bias", "bias", "Bias", "heads", "Heads", r -> true,
                        r -> r.text("policy"), false))));
    }

    @Override
    public String name() {
        return "coin";
    }

    @Override
    public String description() {
        return "tosses a biased coin";
    }

    @Override
    public ReportLayout layout() {
        return layout;
    }

    @Override
    public Grid<Double> read(BatchSettings settings) {
        return Grid.of("generator", List.of(0.1, 0.5, 0.9));
    }

    @Override
    public List<Row> replay(Double bias, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int heads = 0;
        for (int i = 0; i < tosses; i++) {
            heads += random.nextDouble() < bias ? 1 : 0;
        }
        Row point = Row.of("bias", bias);
        return List.of(point.with("policy", "coin").with("heads", heads),
                point.with("policy", "mirror").with("heads", tosses - heads));
    }
}
