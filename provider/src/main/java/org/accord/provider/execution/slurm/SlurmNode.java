package org.accord.provider.execution.slurm;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * One node as {@code sinfo --json} reports it.
 *
 * @param name       the node name (Slurm's NodeName)
 * @param cpus       its CPUs
 * @param state      its base state, lower case ({@code idle}, {@code mixed}, {@code allocated}, {@code down}, ...)
 * @param flags      its state flags, upper case ({@code DRAIN}, {@code NOT_RESPONDING}, ...)
 * @param partitions the partitions it belongs to
 * @param reason     why an administrator (or Slurm) took it out of service; empty when none
 */
public record SlurmNode(String name, int cpus, String state, Set<String> flags, List<String> partitions, String reason) {
    private static final Set<String> UNUSABLE_STATES = Set.of("down", "future", "unknown", "error");
    private static final Set<String> UNUSABLE_FLAGS = Set.of("DRAIN", "DRAINING", "DRAINED", "FAIL", "FAILING",
            "NOT_RESPONDING", "MAINTENANCE", "REBOOT_REQUESTED", "REBOOT_ISSUED", "POWERED_DOWN", "POWERING_DOWN");

    public SlurmNode {
        Objects.requireNonNull(name, "node name");
        if (cpus < 0) {
            throw new IllegalArgumentException("node " + name + ": CPUs must not be negative: " + cpus);
        }
        state = state.toLowerCase(Locale.ROOT);
        flags = Set.copyOf(flags);
        partitions = List.copyOf(partitions);
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * True when new work may be placed on the node: not DOWN, FUTURE or UNKNOWN and not drained, draining, failing,
     * unresponsive or in maintenance. Such a node's CPUs do not count towards the capacity admission sees.
     */
    public boolean usable() {
        return !UNUSABLE_STATES.contains(state) && flags.stream().noneMatch(UNUSABLE_FLAGS::contains);
    }

    /** True when the node belongs to {@code partition}. */
    public boolean inPartition(String partition) {
        return partitions.contains(partition);
    }

    /** {@code state} plus its flags, e.g. {@code idle+DRAIN}, as an operator reads it. */
    public String describeState() {
        return flags.isEmpty() ? state : state + "+" + String.join("+", flags.stream().sorted().toList());
    }
}
