package org.accord.scheduler.plan;

import java.util.Arrays;
import java.util.BitSet;
import java.util.stream.IntStream;

/** An immutable set of processor indices (0-based), the nodes one placement occupies. */
public final class ProcessorSet {

    private final BitSet bits;

    private ProcessorSet(BitSet bits) {
        this.bits = bits;
    }

    /** The set holding exactly {@code indices}; each must be non-negative. */
    public static ProcessorSet of(int... indices) {
        BitSet bits = new BitSet();
        for (int index : indices) {
            if (index < 0) {
                throw new IllegalArgumentException("processor index must not be negative: " + index);
            }
            bits.set(index);
        }
        return new ProcessorSet(bits);
    }

    /** The set whose members are the 1-bits of {@code words} (little-endian, 64 per word). */
    static ProcessorSet ofWords(long[] words) {
        return new ProcessorSet(BitSet.valueOf(words));
    }

    public int size() {
        return bits.cardinality();
    }

    public boolean contains(int processor) {
        return processor >= 0 && bits.get(processor);
    }

    /** The indices in increasing order. */
    public IntStream stream() {
        return bits.stream();
    }

    public int[] toArray() {
        return bits.stream().toArray();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ProcessorSet set && set.bits.equals(bits);
    }

    @Override
    public int hashCode() {
        return bits.hashCode();
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
