package org.accord.benchmark.provider;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The JVM's CPU time split by who spent it, for the provider benchmark's "CPU per call" table: the benchmark's
 * client threads, the Jetty threads that serve the requests, the provider's execution clock and store flusher,
 * other Java threads, the JIT compiler threads, and what no Java thread accounts for (the process's CPU time
 * minus all of those: garbage collection, the VM, and any thread that ended within the slice). Read from
 * {@link ThreadMXBean} thread CPU clocks and the process CPU clock, thread by thread, so a thread that ended
 * before a slice does not count against it. The compiler threads are hidden from {@link ThreadMXBean}; their
 * time is read from Linux's {@code /proc/self/task/<tid>/schedstat} where it exists, and stays in the last
 * group where it does not (the JIT column then reads 0).
 */
final class ThreadCpu {

    /** The JIT compiler threads (HotSpot's "C1 CompilerThread..." and "C2 CompilerThread..."). */
    static final String JIT = "JIT";

    /** What no thread above accounts for: the process's CPU time minus theirs. */
    private static final String OUTSIDE_JAVA = "GC, VM";

    /** The groups, in the order they are printed. */
    static final List<String> GROUPS = List.of("client", "Jetty", "execution clock", "store flusher", "other Java",
            JIT, OUTSIDE_JAVA);

    private static final Path TASKS = Path.of("/proc/self/task");
    /** Whether each Linux thread id seen so far is a JIT compiler thread (names do not change). */
    private static final Map<String, Boolean> COMPILER_TASKS = new ConcurrentHashMap<>();

    /** Name prefix of the benchmark's client threads. */
    static final String CLIENT_PREFIX = "bench-client-";

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ThreadCpu() {}

    /** Whether this JVM can tell the CPU time of every thread (HotSpot on Linux can). */
    static boolean supported() {
        return THREADS.isThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled() && PROCESS.getProcessCpuTime() >= 0;
    }

    /**
     * The CPU clocks at one instant: each live Java thread's, by thread id, each JIT compiler thread's, by Linux
     * thread id, and the process's.
     */
    record Snapshot(Map<Long, Long> threadNanos, Map<Long, String> threadGroups, Map<String, Long> compilerNanos,
            long processNanos) {}

    /** Every live thread's CPU time so far, and the process's. */
    static Snapshot snapshot() {
        Map<Long, Long> nanos = new HashMap<>();
        Map<Long, String> groups = new HashMap<>();
        long[] ids = THREADS.getAllThreadIds();
        ThreadInfo[] infos = THREADS.getThreadInfo(ids);
        for (int i = 0; i < ids.length; i++) {
            long cpu = THREADS.getThreadCpuTime(ids[i]);
            if (infos[i] != null && cpu >= 0) {
                nanos.put(ids[i], cpu);
                groups.put(ids[i], group(infos[i].getThreadName()));
            }
        }
        return new Snapshot(nanos, groups, compilerNanos(), PROCESS.getProcessCpuTime());
    }

    /** The CPU time of each live JIT compiler thread, by Linux thread id; empty where /proc does not tell. */
    private static Map<String, Long> compilerNanos() {
        Map<String, Long> nanos = new HashMap<>();
        if (!Files.isDirectory(TASKS)) {
            return nanos;
        }
        try (Stream<Path> tasks = Files.list(TASKS)) {
            tasks.filter(t -> COMPILER_TASKS.computeIfAbsent(t.getFileName().toString(), id -> isCompiler(t)))
                    .forEach(t -> onCpuNanos(t).ifPresent(n -> nanos.put(t.getFileName().toString(), n)));
        } catch (IOException | RuntimeException e) {
            // a thread list that cannot be read leaves the compilers' time in the last group
        }
        return nanos;
    }

    private static boolean isCompiler(Path task) {
        try {
            String name = Files.readString(task.resolve("comm")).strip();
            return name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre");
        } catch (IOException e) {
            return false;
        }
    }

    /** The first field of {@code schedstat}: nanoseconds the thread ran on a CPU. */
    private static Optional<Long> onCpuNanos(Path task) {
        try {
            String stat = Files.readString(task.resolve("schedstat"));
            return Optional.of(Long.parseLong(stat.substring(0, stat.indexOf(' '))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // ended meanwhile, or no schedstat in this kernel
        }
    }

    /**
     * Adds to {@code into}, by group, the CPU each thread alive at {@code after} spent since {@code before}
     * (all of it for a thread started in between), to {@value #JIT} what the compiler threads alive at
     * {@code after} spent, and to {@value #OUTSIDE_JAVA} the rest of the process's.
     * A thread that ended in between is not seen at {@code after}: its time since {@code before} falls into
     * {@value #OUTSIDE_JAVA}, which is why the benchmark waits for its client threads to end before a slice.
     */
    static void accumulate(Map<String, Long> into, Snapshot before, Snapshot after) {
        long java = 0;
        for (Map.Entry<Long, Long> thread : after.threadNanos().entrySet()) {
            long spent = thread.getValue() - before.threadNanos().getOrDefault(thread.getKey(), 0L);
            into.merge(after.threadGroups().get(thread.getKey()), spent, Long::sum);
            java += spent;
        }
        long compilers = 0;
        for (Map.Entry<String, Long> thread : after.compilerNanos().entrySet()) {
            compilers += thread.getValue() - before.compilerNanos().getOrDefault(thread.getKey(), 0L);
        }
        into.merge(JIT, compilers, Long::sum);
        into.merge(OUTSIDE_JAVA, after.processNanos() - before.processNanos() - java - compilers, Long::sum);
    }

    private static String group(String threadName) {
        if (threadName.startsWith(CLIENT_PREFIX)) {
            return "client";
        } else if (threadName.startsWith("qtp")) {
            return "Jetty";
        } else if (threadName.startsWith("accord-execution-clock")) {
            return "execution clock";
        } else if (threadName.startsWith("accord-store-flusher")) {
            return "store flusher";
        }
        return "other Java";
    }
}
