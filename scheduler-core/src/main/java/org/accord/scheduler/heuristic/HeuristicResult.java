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
}
