package org.accord.demo;

import java.util.List;
import java.util.Objects;

/**
 * A demo run's summary with what it ran on: the settings, the speed-up actually used, the trace, and
 * every offer's outcome (for tests and a closer look).
 */
public record DemoReport(DemoSummary summary, DemoSettings settings, double speedup, String trace,
                         List<OfferOutcome> outcomes) {

    public DemoReport {
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(trace, "trace");
        outcomes = List.copyOf(outcomes);
    }
}
