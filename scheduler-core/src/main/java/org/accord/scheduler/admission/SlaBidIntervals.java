package org.accord.scheduler.admission;

/**
 * SLA bid expiry times of the contract-net paper (Ranjan, Harwood and Buyya).
 * <ul>
 *   <li>Eq. 1: total bid (negotiation) time {@code t_neg = d - t_s - d_e - t_r}: deadline minus submission
 *       delay, expected response time and return delay.</li>
 *   <li>Eq. 2: the l-th bid interval {@code dt_l = (t_neg - sum_{p<l} dt_p) / 2}, i.e. {@code t_neg / 2^l}.</li>
 * </ul>
 */
public final class SlaBidIntervals {
    private SlaBidIntervals() {
    }

    /** Eq. 1; negative when the deadline leaves no time to negotiate. */
    public static double totalBidTime(double deadline, double submissionDelay, double expectedResponse, double returnDelay) {
        return deadline - submissionDelay - expectedResponse - returnDelay;
    }

    /** Eq. 2 for bid {@code l >= 1}. */
    public static double interval(double totalBidTime, int l) {
        if (l < 1) {
            throw new IllegalArgumentException("bid index must be at least 1: " + l);
        }
        double spent = 0;
        double current = 0;
        for (int p = 1; p <= l; p++) {
            current = (totalBidTime - spent) / 2;
            spent += current;
        }
        return current;
    }
}
