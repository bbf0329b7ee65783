package org.accord.scheduler.heuristic;

import java.util.List;

/**
 * How the weight sweep searches w: every point of a coarse grid, then {@code refinementRounds} rounds
 * of {@code refinementPoints} evenly spaced points between the best point's evaluated neighbours.
 *
 * @param coarseGrid       the grid, at least one finite value
 * @param refinementRounds rounds of refinement, not negative
 * @param refinementPoints points per round, at least 1
 */
public record SweepSettings(List<Double> coarseGrid, int refinementRounds, int refinementPoints) {

    public SweepSettings {
        coarseGrid = List.copyOf(coarseGrid);
        if (coarseGrid.isEmpty() || coarseGrid.stream().anyMatch(w -> !Double.isFinite(w))) {
            throw new IllegalArgumentException("coarse grid must hold at least one finite weight: " + coarseGrid);
        }
        if (refinementRounds < 0) {
            throw new IllegalArgumentException("refinement rounds must not be negative: " + refinementRounds);
        }
        if (refinementPoints < 1) {
            throw new IllegalArgumentException("refinement points must be at least 1: " + refinementPoints);
        }
    }

    /**
     * The default: 0 and +-{0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20} (23 points, covering the
     * paper's reported w from -6.63 to 10 on a log scale), then 2 rounds of 3 points: 29 evaluations.
     */
    public static SweepSettings defaults() {
        return new SweepSettings(List.of(-20.0, -10.0, -5.0, -2.0, -1.0, -0.5, -0.2, -0.1, -0.05, -0.02, -0.01, 0.0,
                0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0), 2, 3);
    }
}
