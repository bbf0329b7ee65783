package org.accord.demo;

import java.util.List;
import java.util.Objects;

/**
 * A demo run's summary with what it ran on: the settings, the speed-up actually used, the trace, every
 * offer's outcome and every agreement's final status (for tests and a closer look).
 */
public record DemoReport(DemoSummary summary, DemoSettings settings, double speedup, String trace,
                         List<OfferOutcome> outcomes, List<AgreementEnd> ends) {

    public DemoReport {
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(trace, "trace");
        outcomes = List.copyOf(outcomes);
        ends = List.copyOf(ends);
    }
}
