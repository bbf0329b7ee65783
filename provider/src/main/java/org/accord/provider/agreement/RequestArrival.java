package org.accord.provider.agreement;

import java.time.Duration;
import java.util.Optional;

/**
 * When the request this thread serves arrived, as the transport marks it ({@link #mark()} when a request is
 * received, {@link #clear()} when its answer leaves), so that the service can refuse a create that has
 * already taken longer than {@code limits.request.millis} before it admits or stores anything. A thread
 * that serves no request (a direct Java caller, a test) has no arrival, and no request-time limit applies.
 */
public final class RequestArrival {

    private static final ThreadLocal<Long> ARRIVED = new ThreadLocal<>();

    private RequestArrival() {}

    /** The request this thread serves arrived now. */
    public static void mark() {
        markAt(System.nanoTime());
    }

    /** The request this thread serves arrived at {@code nanoTime} (a {@link System#nanoTime()} reading). */
    public static void markAt(long nanoTime) {
        ARRIVED.set(nanoTime);
    }

    /** This thread serves no request any more. */
    public static void clear() {
        ARRIVED.remove();
    }

    /** How long ago the request this thread serves arrived; empty when it serves none. */
    static Optional<Duration> elapsed() {
        Long arrived = ARRIVED.get();
        return arrived == null ? Optional.empty() : Optional.of(Duration.ofNanos(System.nanoTime() - arrived));
    }
}
