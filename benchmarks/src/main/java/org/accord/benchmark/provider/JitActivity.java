package org.accord.benchmark.provider;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * What the JIT compiler did around a measurement: seconds of warm-up and the compiler's milliseconds in
 * them, then seconds measured and the compiler's milliseconds in those. The compiler's time is the JVM's
 * accumulated compilation time ({@link CompilationMXBean#getTotalCompilationTime()}, wall time of its
 * threads), -1 where the JVM does not report it. Much compiling during the measurement says the figures
 * are not yet of steady-state code.
 */
record JitActivity(double warmupSeconds, long warmupCompileMillis, double measuredSeconds, long measuredCompileMillis) {

    private static final long QUIET_MILLIS = 10;
    private static final long POLL_MILLIS = 500;

    /** The JVM's accumulated compilation time in ms, or -1 where it does not report one. */
    static long compilationMillis() {
        CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        return compiler != null && compiler.isCompilationTimeMonitoringSupported() ? compiler.getTotalCompilationTime() : -1;
    }

    /**
     * Waits until the compiler adds less than {@value #QUIET_MILLIS} ms of compilation in {@value #POLL_MILLIS} ms
     * (it drains its queue once the calls stop), for at most {@code maxSeconds}; returns at once where the JVM
     * does not report compilation time.
     */
    static void awaitQuiet(int maxSeconds) {
        long last = compilationMillis();
        long deadline = System.nanoTime() + maxSeconds * 1_000_000_000L;
        while (last >= 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the JIT compiler", e);
            }
            long now = compilationMillis();
            if (now - last < QUIET_MILLIS) {
                return;
            }
            last = now;
        }
    }

    /** One line for the report. */
    String describe() {
        if (warmupCompileMillis < 0) {
            return String.format("warm-up %.0f s; this JVM does not report its JIT compilation time", warmupSeconds);
        }
        return String.format("warm-up %.0f s, JIT compiling %d ms of it; during the %.0f s measured the JIT compiled "
                + "%d ms (%.0f ms per s: near 0 is steady state)", warmupSeconds, warmupCompileMillis, measuredSeconds,
                measuredCompileMillis, measuredCompileMillis / measuredSeconds);
    }
}
