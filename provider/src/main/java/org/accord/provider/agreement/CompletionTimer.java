package org.accord.provider.agreement;

import java.util.Optional;
import java.util.function.DoubleSupplier;

import org.accord.provider.clock.ExecutionClock;

/**
 * Keeps exactly one callback on the execution clock, at the scheduler's next event (the next instant at
 * which admitted work may finish). Called under the service's admission lock after every change.
 */
final class CompletionTimer {

    private final ExecutionClock clock;
    private final Runnable onEvent;
    private Optional<ExecutionClock.ScheduledCallback> next = Optional.empty();

    CompletionTimer(ExecutionClock clock, Runnable onEvent) {
        this.clock = clock;
        this.onEvent = onEvent;
    }

    /** Replaces the pending callback by one at {@code nextEvent}'s value (none when infinite). */
    void reschedule(DoubleSupplier nextEvent) {
        double at = nextEvent.getAsDouble();
        if (next.isPresent() && next.get().at() == at) {
            return;
        }
        next.ifPresent(ExecutionClock.ScheduledCallback::cancel);
        next = Double.isFinite(at) ? Optional.of(clock.schedule(at, onEvent)) : Optional.empty();
    }

    /** Forgets the callback that is running now, so the next reschedule always schedules. */
    void fired() {
        next = Optional.empty();
    }
}
