package org.accord.provider.execution;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The provider's own prediction of how its admitted work runs: the scheduler's resource record and
 * reservation plan. A simulated backend runs work exactly as predicted; a backend that runs real work may
 * ignore it. Safe to call from any thread (the provider serialises it with admission).
 */
public interface ExecutionForecast {

    /**
     * Moves the prediction to {@code now} and returns the work it predicts has ended by then, each once,
     * in time order, together with the next instant at which more may end.
     */
    Outlook advanceTo(Instant now);

    /** The next instant at which predicted work may end, without moving the prediction. */
    Outlook outlook();

    /**
     * A predicted end.
     *
     * @param agreementId the agreement
     * @param at when its work is predicted to end
     */
    record PredictedEnd(String agreementId, Instant at) {
        public PredictedEnd {
            Objects.requireNonNull(agreementId, "agreementId");
            Objects.requireNonNull(at, "at");
        }
    }

    /**
     * The prediction at one moment.
     *
     * @param revision grows with every change of the prediction (admission, re-plan, withdrawal, advance),
     *     so of two outlooks the one with the higher revision is the newer
     * @param ended the ends reached by the advance that produced it (empty for {@link #outlook()})
     * @param next the next instant at which more work may end; empty when nothing runs
     */
    record Outlook(long revision, List<PredictedEnd> ended, Optional<Instant> next) {
        public Outlook {
            ended = List.copyOf(ended);
            Objects.requireNonNull(next, "next");
        }
    }
}
