package org.accord.provider.security;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Slows password guessing: after {@value #FREE_FAILURES} failed logins in a row for one user name, or from
 * one client address, further attempts for that name or from that address are refused without checking
 * the password until a lockout ends: 1 s after the {@value #FREE_FAILURES}th failure, doubling with each
 * further failure, at most {@value #MAX_LOCKOUT_SECONDS} s. A successful login clears both counts. Refused
 * attempts cost no PBKDF2, so guessing no longer pegs the CPU. Thread-safe.
 *
 * <p>Memory is bounded: when more than {@value #MAX_TRACKED} names and addresses are tracked, every count
 * is forgotten (an attacker who cycles through that many addresses gets a fresh start, at the price of as
 * many connections).
 */
public final class LoginThrottle {

    static final int FREE_FAILURES = 5;
    static final long MAX_LOCKOUT_SECONDS = 60;
    static final int MAX_TRACKED = 10_000;

    private final Map<String, Failures> failures = new ConcurrentHashMap<>();
    private final LongSupplier nanos;

    LoginThrottle(LongSupplier nanos) {
        this.nanos = nanos;
    }

    /** A throttle on the system clock, empty: one per provider, shared by all its ports. */
    public LoginThrottle() {
        this(System::nanoTime);
    }

    /** How long the caller must wait before trying again, or empty if it may try now. */
    Optional<Duration> lockout(String user, String address) {
        long now = nanos.getAsLong();
        long until = Math.max(until("user:" + user), until("address:" + address));
        return until > now ? Optional.of(Duration.ofNanos(until - now)) : Optional.empty();
    }

    void failed(String user, String address) {
        if (failures.size() > MAX_TRACKED) {
            failures.clear();
        }
        long now = nanos.getAsLong();
        failures.merge("user:" + user, Failures.first(now), (old, added) -> old.next(now));
        failures.merge("address:" + address, Failures.first(now), (old, added) -> old.next(now));
    }

    void succeeded(String user, String address) {
        failures.remove("user:" + user);
        failures.remove("address:" + address);
    }

    private long until(String key) {
        Failures f = failures.get(key);
        return f == null ? Long.MIN_VALUE : f.lockedUntil();
    }

    /** {@code count} failures in a row, the last at {@code last} (nanoseconds). */
    private record Failures(int count, long last) {

        static Failures first(long now) {
            return new Failures(1, now);
        }

        Failures next(long now) {
            return new Failures(count + 1, now);
        }

        long lockedUntil() {
            if (count < FREE_FAILURES) {
                return Long.MIN_VALUE;
            }
            long seconds = Math.min(MAX_LOCKOUT_SECONDS, 1L << Math.min(20, count - FREE_FAILURES));
            return last + Duration.ofSeconds(seconds).toNanos();
        }
    }
}
