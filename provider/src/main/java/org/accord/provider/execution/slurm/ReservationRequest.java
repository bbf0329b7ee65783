package org.accord.provider.execution.slurm;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * An advance reservation to create or change: {@code cores} cores of {@code partition} (empty: Slurm's default) from {@code start} to
 * {@code end}, usable by {@code user}.
 */
public record ReservationRequest(String name, Instant start, Instant end, int cores, Optional<String> partition, String user) {
    public ReservationRequest {
        Objects.requireNonNull(name, "reservation name");
        Objects.requireNonNull(start, "reservation start");
        Objects.requireNonNull(end, "reservation end");
        Objects.requireNonNull(partition, "partition");
        Objects.requireNonNull(user, "user");
        if (!name.matches("[A-Za-z0-9._-]+")) {
            throw new IllegalArgumentException("reservation name must be letters, digits, '.', '_' or '-': " + name);
        }
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException("reservation " + name + " must end after it starts: " + start + " .. " + end);
        }
        if (cores < 1) {
            throw new IllegalArgumentException("reservation " + name + " needs at least one core: " + cores);
        }
    }
}
