package org.accord.benchmark.provider;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The figures of one workload: median and p99 latency of sequential calls from one client (after a
 * warm-up, {@link Warmup}), throughput of several clients calling back to back, and the CPU the JVM spent per call while
 * they did, split by thread group ({@link ThreadCpu}; client and server share the JVM). Work a slice leaves
 * running in the background (a store flush, a job's end on the execution clock) is counted in whichever
 * slice it runs, so the split is exact only over many slices.
 *
 * <p>Workloads are measured side by side, not one after the other: the calls are split into
 * {@value #ROUNDS} rounds, and in each round every workload makes its share of sequential calls, then
 * every workload runs its clients for its share of the time. A shared machine whose speed drifts during
 * the run (other processes, frequency changes) then slows every workload alike, and the ratios between
 * them stay meaningful; measured one after the other, a drift would show up as a ratio.
 */
public record Measurement(String workload, double medianMillis, double p99Millis, double callsPerSecond,
        Map<String, Double> cpuMillisPerCall) {

    /** Rounds the calls and the throughput time are split into. */
    static final int ROUNDS = 10;

    /**
     * How the workloads are brought to a steady state before anything is timed: {@code calls} sequential calls
     * each, a wait for the JIT compiler, then their clients for {@code seconds} each (interleaved in
     * {@value #ROUNDS} rounds), and a second wait. Each wait ends when the compiler goes quiet, at most
     * {@value #SETTLE_SECONDS} s.
     *
     * <p>Why: on a small machine the JIT lags far behind a busy server. On two cores with 8 clients and the
     * server's threads runnable, the C2 compiler thread gets a small share of the CPU, and in a scratch run of
     * createAgreement alone it was still compiling without a pause after two minutes. The figures then measure
     * partly C1-compiled code, and the workload with the most code of its own (createAgreement: validation,
     * admission, store, clock) the least compiled one: after the former default warm-up, 2,000 sequential calls,
     * the median ratio of createAgreement to the no-logic port read 1.45-2.1x and the throughput ratio
     * 0.48-0.61x, with the JIT compiling about 900 ms per second measured. Sequential calls leave a core to the
     * compiler and cross its thresholds (a method runs some 5,000-15,000 times before C2 compiles it), the waits
     * let it drain its queue with the machine to itself, and the clients then compile the paths concurrent
     * callers take. The report prints what the compiler still did while the figures were taken
     * ({@link JitActivity}).
     */
    record Warmup(int calls, double seconds) {}

    /** Longest wait, after the warm-up, for the JIT compiler to go quiet. */
    static final int SETTLE_SECONDS = 20;

    /**
     * Measures the workloads side by side: each is warmed up ({@link Warmup}), then makes {@code calls} timed
     * sequential calls and runs {@code clients} clients for {@code seconds}, in {@value #ROUNDS} interleaved
     * rounds. {@code jit} receives what the JIT compiler did: during the warm-up and during the measurement.
     */
    static List<Measurement> of(List<Workload> workloads, Warmup warmup, int calls, int clients, double seconds,
            Consumer<JitActivity> jit) {
        List<Runnable> sequential = workloads.stream().map(w -> w.clients().get()).toList();
        List<List<Runnable>> parallel = workloads.stream().map(w -> clients(w, clients)).toList();
        long warmupStart = System.nanoTime();
        long compiledBefore = JitActivity.compilationMillis();
        sequential.forEach(client -> repeat(client, warmup.calls()));
        JitActivity.awaitQuiet(SETTLE_SECONDS);
        Map<String, Long> ignored = new HashMap<>();
        for (int round = 0; round < ROUNDS && warmup.seconds() > 0; round++) {
            for (List<Runnable> callers : parallel) {
                throughput(callers, warmup.seconds() / ROUNDS, ignored);
            }
        }
        JitActivity.awaitQuiet(SETTLE_SECONDS);
        long measuredStart = System.nanoTime();
        long compiledWarm = JitActivity.compilationMillis();
        List<long[]> nanos = workloads.stream().map(w -> new long[calls]).toList();
        long[] totals = new long[workloads.size()];
        List<Map<String, Long>> cpu = new ArrayList<>();
        workloads.forEach(w -> cpu.add(new HashMap<>()));
        double[] elapsed = new double[workloads.size()];
        for (int round = 0; round < ROUNDS; round++) {
            int from = calls * round / ROUNDS;
            int to = calls * (round + 1) / ROUNDS;
            for (int w = 0; w < workloads.size(); w++) {
                time(sequential.get(w), nanos.get(w), from, to);
            }
            for (int w = 0; w < workloads.size(); w++) {
                long start = System.nanoTime();
                totals[w] += throughput(parallel.get(w), seconds / ROUNDS, cpu.get(w));
                elapsed[w] += (System.nanoTime() - start) / 1e9;
            }
        }
        jit.accept(new JitActivity((measuredStart - warmupStart) / 1e9, compiledWarm - compiledBefore,
                (System.nanoTime() - measuredStart) / 1e9, JitActivity.compilationMillis() - compiledWarm));
        List<Measurement> results = new ArrayList<>();
        for (int w = 0; w < workloads.size(); w++) {
            long[] sorted = nanos.get(w).clone();
            Arrays.sort(sorted);
            results.add(new Measurement(workloads.get(w).name(), sorted[calls / 2] / 1e6,
                    sorted[(int) (calls * 0.99)] / 1e6, totals[w] / elapsed[w], perCall(cpu.get(w), totals[w])));
        }
        return results;
    }

    private static void repeat(Runnable client, int times) {
        for (int i = 0; i < times; i++) {
            client.run();
        }
    }

    private static void time(Runnable client, long[] nanos, int from, int to) {
        for (int i = from; i < to; i++) {
            long start = System.nanoTime();
            client.run();
            nanos[i] = System.nanoTime() - start;
        }
    }

    private static List<Runnable> clients(Workload workload, int count) {
        List<Runnable> callers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            callers.add(workload.clients().get());
        }
        return callers;
    }

    /** CPU milliseconds per call by {@link ThreadCpu} group; empty where the JVM cannot tell. */
    private static Map<String, Double> perCall(Map<String, Long> nanos, long calls) {
        Map<String, Double> millis = new LinkedHashMap<>();
        if (ThreadCpu.supported() && calls > 0) {
            ThreadCpu.GROUPS.forEach(g -> millis.put(g, nanos.getOrDefault(g, 0L) / 1e6 / calls));
        }
        return millis;
    }

    /**
     * Calls made by the callers, each on its own thread calling back to back, in {@code seconds}; the CPU the
     * JVM spent meanwhile is added to {@code cpu} by {@link ThreadCpu} group (read before the client threads end).
     */
    private static long throughput(List<Runnable> callers, double seconds, Map<String, Long> cpu) {
        AtomicInteger clientNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(callers.size(),
                task -> new Thread(task, ThreadCpu.CLIENT_PREFIX + clientNumber.incrementAndGet()));
        ThreadCpu.Snapshot before = ThreadCpu.snapshot();
        AtomicBoolean stop = new AtomicBoolean();
        List<Future<Long>> counts = new ArrayList<>();
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
        ThreadCpu.accumulate(cpu, before, ThreadCpu.snapshot());
        pool.shutdown();
        awaitEnd(pool);
        return total;
    }

    /** Waits for the clients' threads to end, so that none is still winding down in the next slice. */
    private static void awaitEnd(ExecutorService pool) {
        try {
            if (!pool.awaitTermination(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("benchmark clients still running 10 s after they were stopped");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring", e);
        }
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
