package org.accord.provider.clock;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Runs a clock callback, reporting (not propagating) its failure so that later callbacks still run. */
final class CallbackFailures {

    private static final Logger LOG = LoggerFactory.getLogger(ExecutionClock.class);

    private CallbackFailures() {}

    static void runReporting(double at, Runnable callback) {
        try {
            callback.run();
        } catch (ClockClosedException e) {
            // the clock closed while this callback ran, and it could not schedule what follows: shutdown, not a failure
            LOG.debug("clock callback at simulated second " + at + " stopped: the clock closed while it ran");
        } catch (RuntimeException e) {
            LOG.error("clock callback at simulated second " + at + " failed", e);
        }
    }

    static void requireFinite(double at) {
        if (!Double.isFinite(at)) {
            throw new IllegalArgumentException("callback instant must be finite: " + at);
        }
    }
}
