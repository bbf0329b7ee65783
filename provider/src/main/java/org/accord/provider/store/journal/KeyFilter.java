package org.accord.provider.store.journal;

/**
 * A Bloom filter of keys: {@link #mightContain} is never false for a key that was {@link #add}ed, and is
 * true for a key that was not with a probability of about 1% while it holds at most {@link #capacity()}
 * keys (ten bits a key, seven probes by double hashing of a 64-bit FNV-1a hash). The journaled store
 * uses it to answer "no such agreement, no such offer" for a new offer without asking the database.
 * Thread-safe.
 */
final class KeyFilter {

    private static final int BITS_PER_KEY = 10;
    private static final int PROBES = 7;

    private final long[] words;
    private final long bits;
    private final long capacity;
    private long size;

    KeyFilter(long capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        this.capacity = capacity;
        this.words = new long[Math.toIntExact((capacity * BITS_PER_KEY + 63) / 64)];
        this.bits = 64L * words.length;
    }

    /** How many keys it holds at its false-positive rate. */
    long capacity() {
        return capacity;
    }

    /** How many keys were added. */
    synchronized long size() {
        return size;
    }

    synchronized void add(String key) {
        probe(key, true);
        size++;
    }

    synchronized boolean mightContain(String key) {
        return probe(key, false);
    }

    /** Sets (or tests) the key's bits; true when all of them were set already. */
    private boolean probe(String key, boolean set) {
        long h1 = mix(fnv(key));
        long h2 = mix(h1 ^ 0x9E3779B97F4A7C15L) | 1;
        boolean all = true;
        for (int i = 0; i < PROBES; i++) {
            long bit = Math.floorMod(h1 + i * h2, bits);
            long mask = 1L << bit;
            int word = (int) (bit >>> 6);
            all &= (words[word] & mask) != 0;
            if (set) {
                words[word] |= mask;
            } else if (!all) {
                return false;
            }
        }
        return all;
    }

    private static long fnv(String key) {
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < key.length(); i++) {
            hash ^= key.charAt(i);
            hash *= 0x100000001b3L;
        }
        return hash;
    }

    /** SplitMix64's finaliser: spreads every input bit over the whole word. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
