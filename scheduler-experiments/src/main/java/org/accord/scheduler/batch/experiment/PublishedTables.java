package org.accord.scheduler.batch.experiment;

import java.util.Map;
import java.util.Optional;

/**
 * Tables 1 (flat rate) and 2 (pay as you go) of the analytical-terms paper as published: per heuristic its
 * SLA %, CPU %, chosen w and rank by income, for comparison beside our figures.
 */
final class PublishedTables {

    /** One published row. */
    record Published(double slaPercent, double cpuPercent, double w, int rank) {
    }

    private static final Map<String, Published> FLAT_RATE = Map.of(
            "min(TF + w*NCPU)", new Published(97.0, 84.8, 0.48, 1),
            "min(TF + w*A)", new Published(96.8, 82.8, 0.06, 2),
            "min(TS + w*A)", new Published(96.1, 83.0, 0.28, 3),
            "min(TF + w*tD)", new Published(95.4, 88.0, -0.025, 4),
            "min(TS + w*tD)", new Published(95.4, 87.0, 10.0, 5),
            "min(TF + w*tL)", new Published(95.3, 86.3, 0.015, 6),
            "min(TS + w*tL)", new Published(95.3, 86.0, 1.15, 7),
            "min(TF + w*TS)", new Published(95.3, 85.5, -0.05, 8),
            "min(TS + w*NCPU)", new Published(92.7, 77.5, 4.5, 9));

    private static final Map<String, Published> PAY_AS_YOU_GO = Map.of(
            "min(TF + w*tD)", new Published(92.0, 94.0, -6.63, 1),
            "min(TS + w*tL)", new Published(92.2, 93.9, 0.4, 2),
            "min(TF + w*TS)", new Published(91.9, 93.9, 2.0, 3),
            "min(TF + w*tL)", new Published(92.1, 93.7, -0.7, 4),
            "min(TS + w*tD)", new Published(91.7, 93.7, 3.2, 5),
            "min(TS + w*NCPU)", new Published(85.0, 93.3, -0.63, 6),
            "min(TF + w*A)", new Published(89.7, 93.2, -0.3, 7),
            "min(TS + w*A)", new Published(89.0, 92.8, 0.0, 8),
            "min(TF + w*NCPU)", new Published(90.5, 89.3, -3.0, 9));

    private PublishedTables() {
    }

    /** The published row of {@code heuristic} under {@code pricing}, if the paper has one. */
    static Optional<Published> row(String pricing, String heuristic) {
        Map<String, Published> table = switch (pricing) {
            case "flat-rate" -> FLAT_RATE;
            case "pay-as-you-go" -> PAY_AS_YOU_GO;
            default -> Map.of();
        };
        return Optional.ofNullable(table.get(heuristic));
    }
}
