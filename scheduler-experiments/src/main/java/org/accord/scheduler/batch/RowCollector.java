package org.accord.scheduler.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Gathers the rows of every point as points finish, in any order and from any thread, and hands them back
 * in a deterministic order: grid order (within a point, the order the point returned them), then stably
 * sorted by the layout's order. The result therefore does not depend on thread count or timing.
 */
public final class RowCollector implements PointSink {
    private final List<List<Row>> byPoint;

    /** A collector for a grid of {@code points} points. */
    public RowCollector(int points) {
        if (points < 1) {
            throw new IllegalArgumentException("points must be at least 1: " + points);
        }
        byPoint = new ArrayList<>(java.util.Collections.nCopies(points, null));
    }

    @Override
    public synchronized void accept(int index, List<Row> rows) {
        if (index < 0 || index >= byPoint.size()) {
            throw new IllegalArgumentException("point index out of the grid (0.." + (byPoint.size() - 1) + "): " + index);
        }
        if (byPoint.get(index) != null) {
            throw new IllegalStateException("rows of point " + index + " were already collected");
        }
        byPoint.set(index, List.copyOf(rows));
    }

    /** Every point's rows in grid order, then stably sorted by {@code order}. */
    public synchronized List<Row> rows(Comparator<Row> order) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < byPoint.size(); i++) {
            if (byPoint.get(i) == null) {
                throw new IllegalStateException("point " + i + " has no rows yet");
            }
            rows.addAll(byPoint.get(i));
        }
        rows.sort(order);
        return List.copyOf(rows);
    }
}
