package org.accord.scheduler.tiling;

/**
 * One rectangle of a tiling: processors [firstProcessor, firstProcessor + cpus) during hours
 * [start, start + hours).
 *
 * @param firstProcessor lowest processor index, not negative
 * @param cpus           width in processors, at least 1
 * @param start          first hour, not negative
 * @param hours          length in hours, at least 1
 */
public record Tile(int firstProcessor, int cpus, int start, int hours) {

    public Tile {
        if (firstProcessor < 0 || start < 0) {
            throw new IllegalArgumentException("tile position must not be negative: " + firstProcessor + ", " + start);
        }
        if (cpus < 1 || hours < 1) {
            throw new IllegalArgumentException("tile size must be at least 1 x 1: " + cpus + " x " + hours);
        }
    }

    /** The processor after the last one. */
    public int endProcessor() {
        return firstProcessor + cpus;
    }

    /** The hour after the last one. */
    public int end() {
        return start + hours;
    }

    /** Area in CPU-hours. */
    public int area() {
        return cpus * hours;
    }
}
