package org.accord.scheduler.batch;

import java.util.List;

/**
 * The replay stage: runs the simulation or schedule of one parameter point and returns its rows, one per
 * policy or heuristic. Must depend only on the point and the seed (no shared mutable state), so points can
 * replay on many threads and a seed fixes the result.
 *
 * @param <P> the point type
 */
@FunctionalInterface
public interface PointReplay<P> {

    /** The rows of {@code point}, with every random choice drawn from {@code seed}. */
    List<Row> replay(P point, long seed);
}
