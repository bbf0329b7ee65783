package org.accord.benchmark.provider;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM's CPU time split by who spent it, for the provider benchmark's "CPU per call" table: the benchmark's
 * client threads, the Jetty threads that serve the requests, the provider's execution clock and store flusher,
 * other Java threads, and what no Java thread accounts for (the process's CPU time minus every Java thread's:
 * garbage collection, the JIT compilers, the VM). Read from {@link ThreadMXBean} thread CPU clocks and the
 * process CPU clock, thread by thread, so a thread that ended before a slice does not count against it.
 */
final class ThreadCpu {

    /** What no Java thread accounts for: the process's CPU time minus every Java thread's. */
    private static final String OUTSIDE_JAVA = "GC, JIT, VM";

    /** The groups, in the order they are printed. */
    static final List<String> GROUPS = List.of("client", "Jetty", "execution clock", "store flusher", "other Java",
            OUTSIDE_JAVA);

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

    /** The CPU clocks at one instant: each live Java thread's, by thread id, and the process's. */
    record Snapshot(Map<Long, Long> threadNanos, Map<Long, String> threadGroups, long processNanos) {}

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
        return new Snapshot(nanos, groups, PROCESS.getProcessCpuTime());
    }

    /**
     * Adds to {@code into}, by group, the CPU each thread alive at {@code after} spent since {@code before}
     * (all of it for a thread started in between), and to {@value #OUTSIDE_JAVA} the rest of the process's.
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
        into.merge(OUTSIDE_JAVA, after.processNanos() - before.processNanos() - java, Long::sum);
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
