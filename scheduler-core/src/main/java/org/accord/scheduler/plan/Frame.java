package org.accord.scheduler.plan;

/**
 * The resource a plan fills: {@code processors} identical CPU nodes available for {@code slots} time
 * slots of {@code slotHours} hours each, starting at hour 0. The paper's reference frame is
 * {@code Frame.ofHours(48, 400)}.
 *
 * @param processors number of CPU nodes, at least 1
 * @param slots      number of time slots in the horizon, at least 1
 * @param slotHours  length of one slot in hours, positive
 */
public record Frame(int processors, int slots, double slotHours) {

    /** Tolerance, in slots, used when rounding hours to slot boundaries. */
    static final double EPSILON = 1e-9;

    public Frame {
        if (processors < 1) {
            throw new IllegalArgumentException("processors must be at least 1: " + processors);
        }
        if (slots < 1) {
            throw new IllegalArgumentException("slots must be at least 1: " + slots);
        }
        if (!(slotHours > 0) || Double.isInfinite(slotHours)) {
            throw new IllegalArgumentException("slot hours must be positive and finite: " + slotHours);
        }
    }

    /** A frame of whole-hour slots: {@code processors x hours}. */
    public static Frame ofHours(int processors, int hours) {
        return new Frame(processors, hours, 1.0);
    }

    /** The end of the horizon, in hours. */
    public double horizonHours() {
        return slots * slotHours;
    }

    /** The frame's capacity in CPU-hours (P x H). */
    public double cpuHours() {
        return processors * horizonHours();
    }

    /** The first slot boundary at or after {@code hours}, clamped to [0, slots]. */
    int slotAtOrAfter(double hours) {
        return clamp((long) Math.ceil(hours / slotHours - EPSILON));
    }

    /** The last slot boundary at or before {@code hours}, clamped to [0, slots]. */
    int slotAtOrBefore(double hours) {
        return clamp((long) Math.floor(hours / slotHours + EPSILON));
    }

    /** The number of whole slots needed to cover {@code hours} (at least 1). */
    int slotsCovering(double hours) {
        double exact = Math.ceil(hours / slotHours - EPSILON);
        return exact > slots ? slots + 1 : Math.max(1, (int) exact);
    }

    /** The hour at which slot boundary {@code slot} lies. */
    double hoursAt(int slot) {
        return slot * slotHours;
    }

    private int clamp(long slot) {
        return (int) Math.max(0, Math.min(slots, slot));
    }
}
