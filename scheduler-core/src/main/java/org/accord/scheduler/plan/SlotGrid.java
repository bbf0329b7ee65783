package org.accord.scheduler.plan;

/**
 * Mutable working occupancy of a frame for one packing run (not thread-safe, never shared): for every
 * slot a bit mask of the free processors and their count. Testing whether {@code n} processors are free
 * over a window is an AND of the window's masks, one machine word per 64 processors.
 */
final class SlotGrid {

    private final Frame frame;
    private final int words;
    private final long[] free;
    private final int[] freeCount;
    private final long[] scratch;

    SlotGrid(Frame frame) {
        this.frame = frame;
        this.words = (frame.processors() + 63) / 64;
        this.free = new long[frame.slots() * words];
        this.freeCount = new int[frame.slots()];
        this.scratch = new long[words];
        long[] all = allProcessors();
        for (int slot = 0; slot < frame.slots(); slot++) {
            System.arraycopy(all, 0, free, slot * words, words);
            freeCount[slot] = frame.processors();
        }
    }

    Frame frame() {
        return frame;
    }

    /**
     * The earliest slot s in [from, latestStart] at which {@code n} processors are free throughout
     * [s, s + dur), or -1. A slot with fewer than {@code n} free processors lets the search jump past it.
     */
    int earliestStart(int from, int latestStart, int dur, int n) {
        if (n > frame.processors()) {
            return -1;
        }
        int start = Math.max(0, from);
        while (start <= latestStart) {
            int blocked = lastShortSlot(start, start + dur, n);
            if (blocked >= 0) {
                start = blocked + 1;
            } else if (commonFree(start, dur) >= n) {
                return start;
            } else {
                start++;
            }
        }
        return -1;
    }

    /** Reserves the {@code n} lowest-indexed processors free throughout [start, start + dur). */
    long[] claim(int start, int dur, int n) {
        commonFree(start, dur);
        long[] chosen = new long[words];
        int left = n;
        for (int w = 0; w < words && left > 0; w++) {
            long candidates = scratch[w];
            while (candidates != 0 && left > 0) {
                long lowest = Long.lowestOneBit(candidates);
                chosen[w] |= lowest;
                candidates &= ~lowest;
                left--;
            }
        }
        occupy(start, dur, chosen);
        return chosen;
    }

    /** Marks an existing placement busy; fails if it collides with one already in the grid. */
    void occupy(PlannedPlacement placement) {
        int start = (int) Math.round(placement.start() / frame.slotHours());
        int dur = (int) Math.round(placement.reservedHours() / frame.slotHours());
        long[] chosen = new long[words];
        placement.processors().stream().forEach(p -> {
            if (p >= frame.processors()) {
                throw new IllegalStateException("placement " + placement.requestId() + " uses a processor outside the frame: " + p);
            }
            chosen[p >>> 6] |= 1L << (p & 63);
        });
        if (start < 0 || start + dur > frame.slots()) {
            throw new IllegalStateException("placement " + placement.requestId() + " lies outside the frame: " + placement);
        }
        occupy(start, dur, chosen);
    }

    private void occupy(int start, int dur, long[] chosen) {
        int count = 0;
        for (long word : chosen) {
            count += Long.bitCount(word);
        }
        for (int slot = start; slot < start + dur; slot++) {
            for (int w = 0; w < words; w++) {
                int index = slot * words + w;
                if ((free[index] & chosen[w]) != chosen[w]) {
                    throw new IllegalStateException("slot " + slot + " is already reserved on a requested processor");
                }
                free[index] &= ~chosen[w];
            }
            freeCount[slot] -= count;
        }
    }

    private int lastShortSlot(int from, int to, int n) {
        for (int slot = to - 1; slot >= from; slot--) {
            if (freeCount[slot] < n) {
                return slot;
            }
        }
        return -1;
    }

    /** Fills {@code scratch} with the processors free throughout the window and returns their count. */
    private int commonFree(int start, int dur) {
        java.util.Arrays.fill(scratch, -1L);
        for (int slot = start; slot < start + dur; slot++) {
            for (int w = 0; w < words; w++) {
                scratch[w] &= free[slot * words + w];
            }
        }
        int count = 0;
        for (long word : scratch) {
            count += Long.bitCount(word);
        }
        return count;
    }

    private long[] allProcessors() {
        long[] all = new long[words];
        for (int p = 0; p < frame.processors(); p++) {
            all[p >>> 6] |= 1L << (p & 63);
        }
        return all;
    }
}
