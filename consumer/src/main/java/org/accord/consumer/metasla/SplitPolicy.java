package org.accord.consumer.metasla;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Whether a meta-SLA stands only if every job is placed, or also with the jobs that could be placed. */
public enum SplitPolicy {
    /** Any dropped job rejects the whole request; sub-agreements already made are terminated. */
    ALL_OR_NOTHING("all-or-nothing"),
    /** Dropped jobs are left out; the request holds for the placed ones and is reported as partial. */
    PARTIAL("partial");

    private final String stableName;

    SplitPolicy(String stableName) {
        this.stableName = stableName;
    }

    /** The stable name used on command lines and in JSON. */
    public String stableName() {
        return stableName;
    }

    /** The policy called {@code name} ({@code all-or-nothing} or {@code partial}, case-insensitive). */
    public static SplitPolicy named(String name) {
        return Arrays.stream(values()).filter(policy -> policy.stableName.equalsIgnoreCase(name.trim()))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown split policy: " + name + " (known: "
                        + Arrays.stream(values()).map(SplitPolicy::stableName).collect(Collectors.joining(", "))
                        + ")"));
    }
}
