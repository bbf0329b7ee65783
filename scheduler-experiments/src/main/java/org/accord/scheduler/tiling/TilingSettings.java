package org.accord.scheduler.tiling;

/**
 * Parameters of a synthetic set.
 *
 * @param processors       P, the frame's CPU nodes
 * @param hours            H, the frame's length in hours
 * @param slaCount         SLAs per set (rectangles in the tiling), at most P x H
 * @param meanCpuFraction  target mean N_CPU relative to P (the paper's ~1:8 is 0.125), in (0, 1]
 * @param meanLaxityFactor mean laxity t_L relative to t_D, not negative
 * @param price            V_TOT given to every SLA (flat-rate income per SLA), not negative
 * @param splitRule        which rectangle is cut next: {@code largest} (always the largest; near-uniform sizes)
 *                         or {@code area-weighted} (a random one, chosen with probability proportional to its
 *                         area; a wide spread of sizes, a few SLAs several times the mean)
 * @param cutMin           each cut falls uniformly within [cutMin, 1 - cutMin] of the side, in [0, 0.5)
 * @param laxityDistribution how t_L / t_D is drawn around {@code meanLaxityFactor}: {@code uniform} on
 *                         [0, 2 x mean] or {@code exponential} with that mean (most SLAs tight, a few very loose)
 */
public record TilingSettings(int processors, int hours, int slaCount, double meanCpuFraction,
                             double meanLaxityFactor, double price, String splitRule, double cutMin,
                             String laxityDistribution) {

    /** The split rules. */
    public static final java.util.List<String> SPLIT_RULES = java.util.List.of("largest", "area-weighted");
    /** The laxity distributions. */
    public static final java.util.List<String> LAXITY_DISTRIBUTIONS = java.util.List.of("uniform", "exponential");

    /** A set with the first generator's choices: largest-first cuts at 15-85%, uniform laxity. */
    public TilingSettings(int processors, int hours, int slaCount, double meanCpuFraction, double meanLaxityFactor,
                          double price) {
        this(processors, hours, slaCount, meanCpuFraction, meanLaxityFactor, price, "largest", 0.15, "uniform");
    }

    public TilingSettings {
        if (processors < 1 || hours < 1) {
            throw new IllegalArgumentException("frame must be at least 1 x 1: " + processors + " x " + hours);
        }
        if (slaCount < 1 || (long) slaCount > (long) processors * hours) {
            throw new IllegalArgumentException("SLA count must lie in [1, P x H]: " + slaCount);
        }
        if (!(meanCpuFraction > 0 && meanCpuFraction <= 1)) {
            throw new IllegalArgumentException("mean CPU fraction must lie in (0, 1]: " + meanCpuFraction);
        }
        if (!(meanLaxityFactor >= 0) || Double.isInfinite(meanLaxityFactor)) {
            throw new IllegalArgumentException("mean laxity factor must be finite and not negative: " + meanLaxityFactor);
        }
        if (!(price >= 0) || Double.isInfinite(price)) {
            throw new IllegalArgumentException("price must be finite and not negative: " + price);
        }
        if (!SPLIT_RULES.contains(splitRule)) {
            throw new IllegalArgumentException("split rule must be one of " + SPLIT_RULES + ": '" + splitRule + "'");
        }
        if (!(cutMin >= 0 && cutMin < 0.5)) {
            throw new IllegalArgumentException("cut minimum must lie in [0, 0.5): " + cutMin);
        }
        if (!LAXITY_DISTRIBUTIONS.contains(laxityDistribution)) {
            throw new IllegalArgumentException("laxity distribution must be one of " + LAXITY_DISTRIBUTIONS + ": '"
                    + laxityDistribution + "'");
        }
    }

    /** These settings with another generator shape: split rule, cut minimum, laxity mean and distribution. */
    public TilingSettings withShape(String rule, double cut, double laxityMean, String laxity) {
        return new TilingSettings(processors, hours, slaCount, meanCpuFraction, laxityMean, price, rule, cut, laxity);
    }

    /** The paper's set-up: 48 x 400, 380 SLAs, mean N_CPU 1:8 of P, mean laxity 1 x t_D, unit price. */
    public static TilingSettings paper() {
        return new TilingSettings(48, 400, 380, 0.125, 1.0, 1.0);
    }
}
