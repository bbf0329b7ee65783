package org.accord.scheduler.batch;

/**
 * The read stage: turns the run settings into the grid of parameter points, reading whatever trace or
 * generating whatever workload the points share. Errors in the input (a missing file, a malformed SWF line)
 * surface here, before any point is replayed.
 *
 * @param <P> the point type
 */
@FunctionalInterface
public interface GridReader<P> {

    /** The grid for these settings. */
    Grid<P> read(BatchSettings settings);
}
