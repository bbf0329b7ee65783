package org.accord.scheduler.batch;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Replays every point of a grid on a fixed pool of threads (by default one per core). Each point gets the
 * seed {@link Seeds#forPoint}(run seed, its seed key) and hands its rows to a {@link PointSink}. If points
 * fail, the failure of the lowest-index point is rethrown as it was (so its message reaches the user) and
 * the remaining points are cancelled.
 */
public final class ParallelReplay {
    private final int threads;
    private final Progress progress;

    public ParallelReplay(int threads, Progress progress) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.threads = threads;
        this.progress = java.util.Objects.requireNonNull(progress, "progress must not be null");
    }

    /** Replays all points of {@code grid} through {@code replay}, passing each point's rows to {@code sink}. */
    public <P> void replay(String task, Grid<P> grid, PointReplay<P> replay, long runSeed, PointSink sink) {
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, grid.size()));
        progress.start(task, grid.size());
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < grid.size(); i++) {
                int index = i;
                long seed = Seeds.forPoint(runSeed, grid.seedKeys().get(i));
                futures.add(pool.submit(() -> {
                    sink.accept(index, replay.replay(grid.points().get(index), seed));
                    progress.step();
                }));
            }
            awaitAll(futures);
        } finally {
            pool.shutdownNow();
            progress.close();
        }
    }

    private static void awaitAll(List<Future<?>> futures) {
        for (Future<?> future : futures) {
            try {
                future.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BatchException("replay interrupted", e);
            } catch (ExecutionException e) {
                futures.forEach(f -> f.cancel(true));
                throw e.getCause() instanceof RuntimeException r ? r
                        : new BatchException("a point failed: " + e.getCause(), e.getCause());
            }
        }
    }
}
