package org.accord.provider.store.journal;

import java.util.ArrayList;
import java.util.List;

import com.google.common.hash.BloomFilter;
import com.google.common.hash.Funnels;

import org.accord.provider.store.OfferHash;
import org.accord.speedpath.SpeedPaths;

/**
 * A Bloom filter of keys that grows as keys are added: {@link #mightContain} is never false for a key that
 * was {@link #add}ed, and is true for a key that was not with a probability of about 0.1% however many
 * keys it holds. The journaled store uses it to answer "no such agreement, no such offer" for a new offer
 * without asking the database. Thread-safe.
 *
 * <p>It is a scalable Bloom filter: a chain of segments, each a blocked Bloom filter of a key's 64-bit
 * {@link OfferHash}: its high half picks one 512-bit block (a cache line's worth of words) and every probe of
 * the key sets or tests a bit of that block, so a look-up reads one block per segment instead of one word per
 * probe, each likely a cache miss once the segments outgrow the caches (ten probes a segment before; the
 * filter was about half of a create's time in the store in a profile at ~100,000 keys). Blocks fill
 * unevenly, which a blocked filter pays for with bits: the first segment holds the capacity it was made with
 * at seventeen bits a key and eight probes (about 0.06% false positives when full, measured on a scratch run);
 * once the newest segment is full, keys go to a new one {@value #GROWTH} times as large, with two more bits a
 * key and one more probe (each later segment's rate is under half the one before, so the rates sum to about
 * 0.12%). Every false positive costs a create a database query (a few percent of the request threads' CPU
 * samples at ten bits a key, when about one create in fifty made one); the bits cost about 2 bytes a key.
 * Growing allocates the new segment and
 * nothing else: the filter it replaces, which had to be rebuilt from every key in the database, read them
 * all under the store's write lock on the request thread that happened to fill it (14% of the request
 * threads' CPU samples in a profile of paced creates).
 */
final class KeyFilter {

    private static final int BITS_PER_KEY = 17;
    private static final int PROBES = 8;
    /** How much larger each new segment is than the one before. */
    static final int GROWTH = 4;
    /** Bits a key and probes stop growing after this many segments. */
    private static final int MAX_TIGHTENING = 5;
    /** Words of one block: 512 bits, the size of a cache line. */
    private static final int BLOCK_WORDS = 8;
    /** Probe positions taken from one 64-bit hash: seven of nine bits each. */
    private static final int PROBES_PER_HASH = 7;

    /** One blocked Bloom filter of the chain: a key's probes all fall in one 512-bit block of {@link #words}. */
    private static final class Segment {
        final long[] words;
        final long blocks;
        final int probes;
        final long capacity;
        long size;

        Segment(long capacity, int index) {
            int tightening = Math.min(index, MAX_TIGHTENING);
            this.capacity = capacity;
            this.probes = PROBES + tightening;
            this.blocks = Math.max(1, (capacity * (BITS_PER_KEY + 2L * tightening) + 511) / 512);
            this.words = new long[Math.toIntExact(blocks * BLOCK_WORDS)];
        }

        void set(long h1, long h2) {
            int block = block(h1);
            long bits = h2;
            for (int i = 0, left = PROBES_PER_HASH; i < probes; i++, left--, bits >>>= 9) {
                if (left == 0) {
                    bits = OfferHash.mix(h2 + i);
                    left = PROBES_PER_HASH;
                }
                int bit = (int) bits & 511;
                words[block + (bit >>> 6)] |= 1L << bit;
            }
            size++;
        }

        boolean test(long h1, long h2) {
            int block = block(h1);
            long bits = h2;
            for (int i = 0, left = PROBES_PER_HASH; i < probes; i++, left--, bits >>>= 9) {
                if (left == 0) {
                    bits = OfferHash.mix(h2 + i);
                    left = PROBES_PER_HASH;
                }
                int bit = (int) bits & 511;
                if ((words[block + (bit >>> 6)] & (1L << bit)) == 0) {
                    return false;
                }
            }
            return true;
        }

        /** The first word of the key's block: the high half of {@code h1} scaled to the block count. */
        private int block(long h1) {
            return (int) (((h1 >>> 32) * blocks) >>> 32) * BLOCK_WORDS;
        }
    }

    /** Oldest first; keys are added to the last. */
    private final List<Segment> segments = new ArrayList<>();
    /**
     * The library reference ({@link SpeedPaths.Path#KEY_FILTER}), when it was chosen as the filter was made:
     * Guava Bloom filters of the same hashes, chained and growing as the segments do, the first at 0.1% false
     * positives and each later one at half the rate before. Empty otherwise.
     */
    private final List<BloomFilter<Long>> library = new ArrayList<>();
    private final List<Long> libraryCapacities = new ArrayList<>();
    private double libraryRate = LIBRARY_FALSE_POSITIVES;
    private static final double LIBRARY_FALSE_POSITIVES = 0.001;
    private long size;

    /** A filter whose first segment holds {@code capacity} keys. */
    KeyFilter(long capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        if (SpeedPaths.library(SpeedPaths.Path.KEY_FILTER)) {
            library.add(BloomFilter.create(Funnels.longFunnel(), capacity, libraryRate));
            libraryCapacities.add(capacity);
        } else {
            segments.add(new Segment(capacity, 0));
        }
    }

    /** How many keys were added. */
    synchronized long size() {
        return size;
    }

    /** How many segments it has grown to (1 until its first segment is full). */
    synchronized int segments() {
        return library.isEmpty() ? segments.size() : library.size();
    }

    void add(String key) {
        addHashed(OfferHash.of(key));
    }

    /** Adds the key {@code first + '\0' + second} without building it. */
    void add(String first, String second) {
        addHashed(OfferHash.of(first, second));
    }

    /** Adds a key by its {@link OfferHash} (an offer's, as the database's {@code offer_key} column holds it). */
    void addHash(long hash) {
        addHashed(hash);
    }

    boolean mightContain(String key) {
        return containsHashed(OfferHash.of(key));
    }

    /** Whether the key {@code first + '\0' + second} might have been added. */
    boolean mightContain(String first, String second) {
        return containsHashed(OfferHash.of(first, second));
    }

    /** Whether a key of this {@link OfferHash} might have been added. */
    boolean mightContainHash(long hash) {
        return containsHashed(hash);
    }

    private synchronized void addHashed(long h1) {
        if (!library.isEmpty()) {
            libraryAdd(h1);
            return;
        }
        Segment newest = segments.get(segments.size() - 1);
        if (newest.size >= newest.capacity) {
            newest = new Segment(GROWTH * newest.capacity, segments.size());
            segments.add(newest);
        }
        newest.set(h1, second(h1));
        size++;
    }

    private synchronized boolean containsHashed(long h1) {
        if (!library.isEmpty()) {
            for (int i = library.size() - 1; i >= 0; i--) {
                if (library.get(i).mightContain(h1)) {
                    return true;
                }
            }
            return false;
        }
        long h2 = second(h1);
        for (int i = segments.size() - 1; i >= 0; i--) {
            if (segments.get(i).test(h1, h2)) {
                return true;
            }
        }
        return false;
    }

    private void libraryAdd(long h1) {
        int newest = library.size() - 1;
        if (library.get(newest).approximateElementCount() >= libraryCapacities.get(newest)) {
            long capacity = GROWTH * libraryCapacities.get(newest);
            libraryRate /= 2;
            library.add(BloomFilter.create(Funnels.longFunnel(), capacity, libraryRate));
            libraryCapacities.add(capacity);
            newest++;
        }
        library.get(newest).put(h1);
        size++;
    }

    private static long second(long h1) {
        return OfferHash.mix(h1 ^ 0x9E3779B97F4A7C15L) | 1;
    }
}
