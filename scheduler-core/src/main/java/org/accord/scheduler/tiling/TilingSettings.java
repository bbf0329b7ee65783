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
 */
public record TilingSettings(int processors, int hours, int slaCount, double meanCpuFraction,
                             double meanLaxityFactor, double price) {

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
    }

    /** The paper's set-up: 48 x 400, 380 SLAs, mean N_CPU 1:8 of P, mean laxity 1 x t_D, unit price. */
    public static TilingSettings paper() {
        return new TilingSettings(48, 400, 380, 0.125, 1.0, 1.0);
    }
}
