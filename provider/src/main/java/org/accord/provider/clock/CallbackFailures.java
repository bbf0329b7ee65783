package org.accord.provider.clock;

import java.lang.System.Logger.Level;

/** Runs a clock callback, reporting (not propagating) its failure so that later callbacks still run. */
final class CallbackFailures {

    private static final System.Logger LOG = System.getLogger(ExecutionClock.class.getName());

    private CallbackFailures() {}

    static void runReporting(double at, Runnable callback) {
        try {
            callback.run();
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "clock callback at simulated second " + at + " failed", e);
        }
    }

    static void requireFinite(double at) {
        if (!Double.isFinite(at)) {
            throw new IllegalArgumentException("callback instant must be finite: " + at);
        }
    }
}
