package org.accord.scheduler.batch;

import java.util.List;
import java.util.Objects;

/**
 * The parameter points of one run, as read by an experiment, and what they were read from.
 *
 * <p>Each point has a seed key: the runner seeds a point from the run seed and its key
 * ({@link Seeds#forPoint}). By default the key is the point's index, so every point has its own random
 * stream; points that must see the same random input (for example one SLA assignment replayed at several
 * arrival delay factors, or one family of workload sets scheduled by several heuristics) share a key.
 *
 * @param input    the trace(s) or generator the points were read from, as reported in the JSON {@code trace} field
 * @param points   the parameter points, in grid order
 * @param seedKeys one seed key per point
 * @param <P>      the experiment's point type
 */
public record Grid<P>(String input, List<P> points, List<Integer> seedKeys) {

    public Grid {
        Objects.requireNonNull(input, "grid input must not be null");
        points = List.copyOf(points);
        seedKeys = List.copyOf(seedKeys);
        if (points.isEmpty()) {
            throw new IllegalArgumentException("grid must hold at least one point");
        }
        if (seedKeys.size() != points.size()) {
            throw new IllegalArgumentException("grid needs one seed key per point: " + seedKeys.size()
                    + " keys for " + points.size() + " points");
        }
    }

    /** A grid whose every point has its own seed (key = index). */
    public static <P> Grid<P> of(String input, List<P> points) {
        return new Grid<>(input, points, java.util.stream.IntStream.range(0, points.size()).boxed().toList());
    }

    /** Number of points. */
    public int size() {
        return points.size();
    }
}
