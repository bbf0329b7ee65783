package org.accord.scheduler.heuristic;

/**
 * One row of a Table: a heuristic at the w that maximised mean income under a pricing.
 *
 * @param heuristic   the heuristic's stable name, e.g. {@code min(TF + w*NCPU)}
 * @param pricing     the pricing's stable name, {@code flat-rate} or {@code pay-as-you-go}
 * @param bestW       the weight chosen
 * @param slaPercent  mean SLA satisfiability at that weight, percent
 * @param cpuPercent  mean CPU utilisation at that weight, percent
 * @param income      mean income per set at that weight
 * @param evaluations weights evaluated by the sweep
 */
public record HeuristicResult(String heuristic, String pricing, double bestW, double slaPercent, double cpuPercent,
                              double income, int evaluations) {

    public HeuristicResult {
        if (heuristic == null || heuristic.isBlank() || pricing == null || pricing.isBlank()) {
            throw new IllegalArgumentException("result needs a heuristic and a pricing name: " + heuristic + ", " + pricing);
        }
        if (!Double.isFinite(bestW) || !Double.isFinite(income)) {
            throw new IllegalArgumentException("best w and income must be finite: " + bestW + ", " + income);
        }
        if (!(slaPercent >= 0 && slaPercent <= 100) || !(cpuPercent >= 0 && cpuPercent <= 100)) {
            throw new IllegalArgumentException("percentages must lie in [0, 100]: " + slaPercent + ", " + cpuPercent);
        }
        if (evaluations < 1) {
            throw new IllegalArgumentException("evaluations must be at least 1: " + evaluations);
        }
    }
}
