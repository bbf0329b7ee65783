package org.accord.provider.benchmark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The figures of one workload: median and p99 latency of sequential calls from one client (after a
 * warm-up), and throughput of several clients calling back to back for a fixed time.
 */
public record Measurement(String workload, double medianMillis, double p99Millis, double callsPerSecond) {

    /** Measures {@code workload}: {@code warmup} + {@code calls} sequential calls, then {@code clients} for {@code seconds}. */
    static Measurement of(Workload workload, int warmup, int calls, int clients, double seconds) {
        Runnable client = workload.clients().get();
        for (int i = 0; i < warmup; i++) {
            client.run();
        }
        long[] nanos = new long[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            client.run();
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        return new Measurement(workload.name(), nanos[calls / 2] / 1e6, nanos[(int) (calls * 0.99)] / 1e6,
                throughput(workload, clients, seconds));
    }

    private static double throughput(Workload workload, int clients, double seconds) {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicBoolean stop = new AtomicBoolean();
        List<Future<Long>> counts = new ArrayList<>();
        List<Runnable> callers = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            callers.add(workload.clients().get());
        }
        long start = System.nanoTime();
        for (Runnable caller : callers) {
            counts.add(pool.submit(() -> {
                long done = 0;
                while (!stop.get()) {
                    caller.run();
                    done++;
                }
                return done;
            }));
        }
        sleep(seconds);
        stop.set(true);
        long total = counts.stream().mapToLong(Measurement::get).sum();
        double elapsed = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        return total / elapsed;
    }

    private static void sleep(double seconds) {
        try {
            Thread.sleep((long) (seconds * 1000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring", e);
        }
    }

    private static long get(Future<Long> count) {
        try {
            return count.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a benchmark client failed: " + e.getCause(), e.getCause());
        }
    }
}
