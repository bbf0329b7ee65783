package org.accord.scheduler.batch;

import java.util.List;

/** The collect stage: receives the rows of each replayed point, from any thread, in any order. */
@FunctionalInterface
public interface PointSink {

    /** The rows of the point at {@code index} in its grid. */
    void accept(int index, List<Row> rows);
}
