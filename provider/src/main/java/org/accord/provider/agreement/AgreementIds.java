package org.accord.provider.agreement;

import java.security.SecureRandom;
import java.util.UUID;

/**
 * New agreement ids: time-ordered UUIDs in the layout of RFC 9562's version 7 (48 bits of Unix
 * milliseconds, then 74 random bits), so ids made later sort later, as text too. The store's index on
 * agreement ids then grows at its end instead of at random places, which keeps each batch of new
 * agreements to a few index pages. The random bits still make an id impossible to guess.
 */
final class AgreementIds {

    private static final SecureRandom RANDOM = new SecureRandom();

    private AgreementIds() {}

    static String next() {
        return next(System.currentTimeMillis());
    }

    static String next(long unixMillis) {
        byte[] random = new byte[10];
        RANDOM.nextBytes(random);
        long high = (unixMillis & 0xFFFF_FFFF_FFFFL) << 16 | 0x7000L | ((random[0] & 0x0FL) << 8) | (random[1] & 0xFFL);
        long low = 0x8000_0000_0000_0000L | (bits(random, 2) & 0x3FFF_FFFF_FFFF_FFFFL);
        return new UUID(high, low).toString();
    }

    private static long bits(byte[] bytes, int from) {
        long value = 0;
        for (int i = from; i < from + 8; i++) {
            value = value << 8 | (bytes[i] & 0xFFL);
        }
        return value;
    }
}
