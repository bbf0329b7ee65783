package org.accord.provider.store.journal;

import java.util.ArrayList;
import java.util.List;

import com.google.common.hash.BloomFilter;
import com.google.common.hash.Funnels;

import org.accord.provider.store.OfferHash;

/**
 * A Bloom filter of keys that grows as keys are added: {@link #mightContain} is never false for a key that
 * was {@link #add}ed, and is true for a key that was not with a probability of about 0.2% at most however
 * many keys it holds. The journaled store uses it to answer "no such agreement, no such offer" for a new
 * offer without asking the database. Thread-safe.
 *
 * <p>A scalable Bloom filter: a chain of Guava {@link BloomFilter}s of a key's 64-bit {@link OfferHash}. The
 * first holds the capacity the filter was made with at 0.1% false positives; once the newest is full, keys go
 * to a new one {@value #GROWTH} times as large at half the rate of the one before, so the rates sum to under
 * 0.2%. Every false positive costs a create a database query. Growing allocates the new filter and nothing
 * else: the keys already added stay where they are. A hand-written blocked Bloom filter (one cache line per
 * look-up) saved no measurable share of a create's CPU against this ({@code docs/benchmarks.md}, "Speed paths").
 */
final class KeyFilter {

    /** How much larger each new filter of the chain is than the one before. */
    static final int GROWTH = 4;
    private static final double FIRST_FALSE_POSITIVES = 0.001;

    /** One filter of the chain and how many keys it was given. */
    private static final class Link {
        final BloomFilter<Long> filter;
        final long capacity;
        long size;

        Link(long capacity, double falsePositives) {
            this.filter = BloomFilter.create(Funnels.longFunnel(), capacity, falsePositives);
            this.capacity = capacity;
        }
    }

    /** Oldest first; keys are added to the last. */
    private final List<Link> chain = new ArrayList<>();
    private double falsePositives = FIRST_FALSE_POSITIVES;
    private long size;

    /** A filter whose first link holds {@code capacity} keys. */
    KeyFilter(long capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        chain.add(new Link(capacity, falsePositives));
    }

    /** How many keys were added. */
    synchronized long size() {
        return size;
    }

    /** How many filters the chain has grown to (1 until the first is full). */
    synchronized int segments() {
        return chain.size();
    }

    void add(String key) {
        addHash(OfferHash.of(key));
    }

    /** Adds the key {@code first + '\0' + second} without building it. */
    void add(String first, String second) {
        addHash(OfferHash.of(first, second));
    }

    /** Adds a key by its {@link OfferHash} (an offer's, as the database's {@code offer_key} column holds it). */
    synchronized void addHash(long hash) {
        Link newest = chain.get(chain.size() - 1);
        if (newest.size >= newest.capacity) {
            falsePositives /= 2;
            newest = new Link(GROWTH * newest.capacity, falsePositives);
            chain.add(newest);
        }
        newest.filter.put(hash);
        newest.size++;
        size++;
    }

    boolean mightContain(String key) {
        return mightContainHash(OfferHash.of(key));
    }

    /** Whether the key {@code first + '\0' + second} might have been added. */
    boolean mightContain(String first, String second) {
        return mightContainHash(OfferHash.of(first, second));
    }

    /** Whether a key of this {@link OfferHash} might have been added. */
    synchronized boolean mightContainHash(long hash) {
        for (int i = chain.size() - 1; i >= 0; i--) {
            if (chain.get(i).filter.mightContain(hash)) {
                return true;
            }
        }
        return false;
    }
}
