package org.accord.provider.execution.slurm;

import java.time.Instant;
import java.util.Objects;

/**
 * One advance reservation as {@code scontrol show reservation -o} reports it.
 *
 * @param name  the reservation name
 * @param start its start
 * @param end   its end
 * @param cores the cores it holds
 * @param nodes the nodes it holds, in Slurm's host list form ({@code n[1-2]})
 * @param state {@code ACTIVE} or {@code INACTIVE}
 */
public record SlurmReservation(String name, Instant start, Instant end, int cores, String nodes, String state) {
    public SlurmReservation {
        Objects.requireNonNull(name, "reservation name");
        Objects.requireNonNull(start, "reservation start");
        Objects.requireNonNull(end, "reservation end");
        Objects.requireNonNull(nodes, "reservation nodes");
        Objects.requireNonNull(state, "reservation state");
    }
}
