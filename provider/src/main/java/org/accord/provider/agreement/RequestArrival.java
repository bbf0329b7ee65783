package org.accord.provider.agreement;

import java.time.Duration;
import java.util.Optional;

import org.accord.agreement.FaultReason;
import org.accord.provider.config.RequestLimits;
import org.accord.provider.fault.FaultException;

/**
 * When the request this thread serves arrived, as the transport marks it ({@link #mark()} when a request is
 * received, {@link #clear()} when its answer leaves), so that the services can refuse a create, an
 * initiateNegotiation or a negotiate that has already taken longer than {@code limits.request.millis} before it admits or stores anything. A thread
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

    /** When the request this thread serves arrived ({@link System#nanoTime()}), or null when it serves none. */
    static Long arrivedAt() {
        return ARRIVED.get();
    }

    /** Sets (or, given null, clears) this thread's request arrival: another thread acting for that request. */
    static void restore(Long arrivedAt) {
        if (arrivedAt == null) {
            ARRIVED.remove();
        } else {
            ARRIVED.set(arrivedAt);
        }
    }

    /** How long ago the request this thread serves arrived; empty when it serves none. */
    static Optional<Duration> elapsed() {
        Long arrived = ARRIVED.get();
        return arrived == null ? Optional.empty() : Optional.of(Duration.ofNanos(System.nanoTime() - arrived));
    }

    /**
     * Refuses (LIMIT_EXCEEDED, naming {@code limits.request.millis} and its value) the request this thread serves
     * when it arrived longer than {@code limit} ago; {@code stage} says what it could not yet do ("admitted",
     * "stored"). The caller checks before it stores anything, so the refusal leaves nothing stored.
     */
    public static void requireWithin(Duration limit, String stage) {
        elapsed().filter(elapsed -> elapsed.compareTo(limit) > 0).ifPresent(elapsed -> {
            throw new FaultException(FaultReason.LIMIT_EXCEEDED, "the request took " + elapsed.toMillis()
                    + " ms before it could be " + stage + "; the limit " + RequestLimits.REQUEST_MILLIS + " is "
                    + limit.toMillis() + " ms; nothing was stored");
        });
    }
}
