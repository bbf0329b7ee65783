package org.accord.scheduler.federation;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * MIPS ratings and quotes of the contract-net paper's Table 2, found by the PWA name a trace file starts
 * with (e.g. {@code KTH-SP2-1996-2.1-cln.swf.gz} is {@code KTH-SP2}).
 *
 * <p>Choice for a trace not in Table 2: rating {@link #DEFAULT_MIPS} (near the Table's median) and a quote
 * proportional to the rating at the Table's own ratio, {@link #PRICE_PER_MIPS} (every row of Table 2 quotes
 * 0.00569 +- 0.00001 per MIPS), so no provider is a bargain by accident.
 */
public final class ProviderProfiles {
    /** Rating of a machine the Table does not list. */
    public static final double DEFAULT_MIPS = 850;
    /** Quote per MIPS of rating, the ratio every row of Table 2 shares. */
    public static final double PRICE_PER_MIPS = 0.00569;

    private record Profile(String name, double mips, double price) {
    }

    private static final List<Profile> TABLE_2 = List.of(
            new Profile("CTC-SP2", 850, 4.84), new Profile("KTH-SP2", 900, 5.12),
            new Profile("LANL-CM5", 700, 3.98), new Profile("LANL-O2K", 630, 3.59),
            new Profile("NASA-iPSC", 930, 5.3), new Profile("SDSC-Par96", 710, 4.04),
            new Profile("SDSC-BLUE", 730, 4.16), new Profile("SDSC-SP2", 920, 5.24));

    private ProviderProfiles() {
    }

    /** The provider for a trace called {@code fileName} with {@code processors} processors. */
    public static Provider forTrace(String fileName, int processors) {
        String base = fileName.substring(fileName.lastIndexOf('/') + 1);
        return known(base)
                .map(p -> new Provider(p.name(), processors, p.mips(), p.price()))
                .orElseGet(() -> new Provider(stem(base), processors, DEFAULT_MIPS, DEFAULT_MIPS * PRICE_PER_MIPS));
    }

    private static Optional<Profile> known(String base) {
        String lower = base.toLowerCase(Locale.ROOT);
        return TABLE_2.stream().filter(p -> lower.startsWith(p.name().toLowerCase(Locale.ROOT) + "-")
                || lower.startsWith(p.name().toLowerCase(Locale.ROOT) + ".")).findFirst();
    }

    private static String stem(String base) {
        int dot = base.indexOf('.');
        return dot > 0 ? base.substring(0, dot) : base;
    }
}
