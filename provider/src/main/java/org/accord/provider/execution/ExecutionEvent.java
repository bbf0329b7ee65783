package org.accord.provider.execution;

import java.time.Instant;
import java.util.Objects;

/**
 * What happened to admitted work, reported by an {@link ExecutionBackend}. Each event names the agreement
 * and the real instant it happened (which may lie well before the moment it is reported).
 */
public sealed interface ExecutionEvent {

    /** The agreement whose work it concerns. */
    String agreementId();

    /** When it happened. */
    Instant at();

    /** The work began running. */
    record Started(String agreementId, Instant at) implements ExecutionEvent {
        public Started {
            Objects.requireNonNull(agreementId, "agreementId");
            Objects.requireNonNull(at, "at");
        }
    }

    /** The work ran to its end. */
    record Finished(String agreementId, Instant at) implements ExecutionEvent {
        public Finished {
            Objects.requireNonNull(agreementId, "agreementId");
            Objects.requireNonNull(at, "at");
        }
    }

    /**
     * The work ended without completing (it failed, was cancelled by the resource manager, or vanished).
     *
     * @param reason what the backend knows about why, for the log
     */
    record Failed(String agreementId, Instant at, String reason) implements ExecutionEvent {
        public Failed {
            Objects.requireNonNull(agreementId, "agreementId");
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * The backend no longer knows what became of the work (it was submitted, but the resource manager has
     * forgotten it and no record of its end can be found): the agreement is Complete with its guarantees
     * NotDetermined, and the work is never run a second time.
     *
     * @param at when the backend gave up looking
     * @param reason what was looked for and where, for the log
     */
    record Lost(String agreementId, Instant at, String reason) implements ExecutionEvent {
        public Lost {
            Objects.requireNonNull(agreementId, "agreementId");
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(reason, "reason");
        }
    }
}
