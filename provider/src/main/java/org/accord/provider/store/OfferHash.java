package org.accord.provider.store;

/**
 * The 64-bit key of an offer, {@code initiator + '\0' + offerId} hashed (FNV-1a over the characters, then
 * SplitMix64's finaliser): what the {@code offer_key} column holds and its index orders by (schema version 2),
 * and what the journaled store's key filter holds for an offer. Equal offers have equal keys; different
 * offers almost always have different ones, and where two collide the store tells them apart by comparing the
 * initiator and offer id themselves, so a collision costs a row read, never a wrong answer.
 *
 * <p>Stored keys depend on it: changing the function needs a schema migration that recomputes the column.
 */
public final class OfferHash {

    private static final long OFFSET = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private OfferHash() {}

    /** The key of {@code initiator}'s offer {@code offerId}, computed without building the joined string. */
    public static long of(String initiator, String offerId) {
        return mix(fnv((fnv(OFFSET, initiator) ^ '\0') * PRIME, offerId));
    }

    /** The same hash of a single string (the key filter's agreement ids). */
    public static long of(String key) {
        return mix(fnv(OFFSET, key));
    }

    private static long fnv(long hash, String key) {
        for (int i = 0; i < key.length(); i++) {
            hash ^= key.charAt(i);
            hash *= PRIME;
        }
        return hash;
    }

    /** SplitMix64's finaliser: spreads every input bit over the whole word (also the key filter's probe hash). */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
