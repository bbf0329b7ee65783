package org.accord.benchmark.provider;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JVM's CPU time split by who spent it, for the provider benchmark's "CPU per call" table: the benchmark's
 * client threads, the Jetty threads that serve the requests, the provider's execution clock and store flusher,
 * other Java threads, and what no Java thread accounts for (the process's CPU time minus every Java thread's:
 * garbage collection, the JIT compilers, the VM). Read from {@link ThreadMXBean} thread CPU clocks and the
 * process CPU clock; a thread's time counts only while it is alive, so a snapshot is taken before the client
 * threads end.
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

    /** Nanoseconds of CPU each group has spent so far (live threads only), by group. */
    static Map<String, Long> snapshot() {
        Map<String, Long> groups = new LinkedHashMap<>();
        GROUPS.forEach(g -> groups.put(g, 0L));
        long javaTotal = 0;
        long[] ids = THREADS.getAllThreadIds();
        ThreadInfo[] infos = THREADS.getThreadInfo(ids);
        for (int i = 0; i < ids.length; i++) {
            long nanos = THREADS.getThreadCpuTime(ids[i]);
            if (infos[i] == null || nanos < 0) {
                continue;
            }
            groups.merge(group(infos[i].getThreadName()), nanos, Long::sum);
            javaTotal += nanos;
        }
        groups.put(OUTSIDE_JAVA, PROCESS.getProcessCpuTime() - javaTotal);
        return groups;
    }

    /** Adds {@code after - before} of every group to {@code into}. */
    static void accumulate(Map<String, Long> into, Map<String, Long> before, Map<String, Long> after) {
        after.forEach((group, nanos) -> into.merge(group, nanos - before.getOrDefault(group, 0L), Long::sum));
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
