package org.accord.provider.agreement;

import java.time.Duration;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Supplier;

import org.accord.provider.execution.ExecutionBackend;
import org.accord.provider.store.SharedDatabase;

/**
 * One provider instance's part in a group of instances over one PostgreSQL database (docs/instances.md): the
 * shared database, its name as a lease holder, how long a lease lasts, and how to make an execution backend for
 * each term it leads. The mutable fields are read and written under the agreement service's admission lock.
 */
final class SharedInstance {

    /** How often a leader reads what other instances admitted, for its backend. */
    private static final Duration CATCH_UP = Duration.ofMillis(250);

    final SharedDatabase database;
    final String holder;
    final Duration lease;
    final Supplier<ExecutionBackend> backends;
    /** Whether this instance holds the lease and runs the backend. */
    volatile boolean leading;
    /** The lease's epoch of the current (or last) term led. */
    volatile long epoch;
    /** Counts terms led, so that a backend of an earlier term cannot act on this one. */
    volatile long generation;
    /** The highest change number this instance has applied to its plan. */
    long lastSeen;
    /** The latest clock instant any instance admitted at, as last read from the pool's row. */
    double floor;
    /** When the lease was last taken or renewed ({@link System#nanoTime}). */
    volatile long renewedNanos;
    /** When the lease was last tried for, taken or not ({@link System#nanoTime}). */
    volatile long triedNanos = System.nanoTime() - Duration.ofDays(1).toNanos();
    /** The backend made only for its clock while this instance follows; null while it leads. */
    volatile ExecutionBackend idle;

    SharedInstance(SharedDatabase database, Duration lease, Supplier<ExecutionBackend> backends) {
        this.database = Objects.requireNonNull(database, "database");
        this.lease = Objects.requireNonNull(lease, "lease");
        if (lease.isNegative() || lease.isZero()) {
            throw new IllegalArgumentException("the leader's lease must be positive: " + lease);
        }
        this.backends = Objects.requireNonNull(backends, "backends");
        this.holder = UUID.randomUUID().toString();
    }

    /** How often the lease is renewed (and a follower tries to take it): a third of its length. */
    Duration renewEvery() {
        return lease.dividedBy(3);
    }

    /** How often the lease keeper runs: a leader catches up on every tick. */
    Duration tick() {
        return renewEvery().compareTo(CATCH_UP) < 0 ? renewEvery() : CATCH_UP;
    }

    /** Whether to renew (or, following, try to take) the lease now: a third of it since the last try. */
    boolean renewalDue() {
        return System.nanoTime() - triedNanos >= renewEvery().toNanos();
    }

    /** Whether a leader that could not renew must stop: two thirds of the lease gone since it last renewed. */
    boolean renewalOverdue() {
        return System.nanoTime() - renewedNanos > lease.toNanos() * 2 / 3;
    }
}
