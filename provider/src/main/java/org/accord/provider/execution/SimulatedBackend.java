package org.accord.provider.execution;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.DoubleFunction;

import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.clock.ScaledClock;
import org.accord.provider.config.ProviderSettings;

/**
 * The {@code simulated} backend: admitted work runs on a simulated clock exactly as the provider's
 * scheduler predicts ({@link ExecutionForecast}). Work starts at its planned start (a deadline job at
 * admission) and ends when the forecast says, which is reported as Finished at the predicted instant;
 * nothing fails. The capacity is {@code nodes} nodes {@code node-0..} of {@code node.processors} CPUs.
 *
 * <p>One callback waits on the clock for the forecast's next end, and one per reservation for its planned
 * start. The forecast's revision orders concurrent reschedules, so an older outlook never replaces a newer one.
 */
public final class SimulatedBackend implements ExecutionBackend {

    public static final String NAME = "simulated";

    private final Capacity capacity;
    private final DoubleFunction<ExecutionClock> clocks;
    private final Map<String, ExecutionClock.ScheduledCallback> starts = new HashMap<>();
    private ExecutionClock clock;
    private ExecutionForecast forecast;
    private ExecutionListener listener;
    private Optional<ExecutionClock.ScheduledCallback> nextEnd = Optional.empty();
    private long appliedRevision = -1;

    /**
     * @param capacity the nodes to offer
     * @param clocks makes the clock from the instant it resumes at (e.g. a {@code ManualClock} in tests)
     */
    public SimulatedBackend(Capacity capacity, DoubleFunction<ExecutionClock> clocks) {
        this.capacity = capacity;
        this.clocks = clocks;
    }

    /** The settings' nodes on a clock running {@code clock.speedup} times real time. */
    public static SimulatedBackend of(ProviderSettings settings) {
        return new SimulatedBackend(Capacity.uniform(settings.nodes(), settings.processorsPerNode()),
                start -> new ScaledClock(settings.clockSpeedup(), start));
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Capacity capacity() {
        return capacity;
    }

    @Override
    public synchronized ExecutionClock clock(double resumeAt) {
        if (clock == null) {
            clock = clocks.apply(resumeAt);
        }
        return clock;
    }

    @Override
    public void start(List<Work> live, ExecutionForecast forecast, ExecutionListener listener) {
        synchronized (this) {
            this.forecast = forecast;
            this.listener = listener;
        }
        live.forEach(this::scheduleStart);
        onEndDue();
    }

    @Override
    public void admitted(Work work) {
        scheduleStart(work);
        reschedule(forecast.outlook());
    }

    @Override
    public void replanned(Work work) {
        scheduleStart(work);
        reschedule(forecast.outlook());
    }

    @Override
    public void withdrawn(String agreementId) {
        synchronized (this) {
            Optional.ofNullable(starts.remove(agreementId)).ifPresent(ExecutionClock.ScheduledCallback::cancel);
        }
        reschedule(forecast.outlook());
    }

    /** Closes the clock, which waits for a callback already running: outside this object's lock, which the callback may take. */
    @Override
    public void close() {
        ExecutionClock closing;
        synchronized (this) {
            closing = clock;
        }
        if (closing != null) {
            closing.close();
        }
    }

    /** Reports the work's start at its planned start: now, if that has passed (a deadline job starts at admission). */
    private void scheduleStart(Work work) {
        double at = ExecutionClock.secondsOf(work.plannedStart());
        synchronized (this) {
            Optional.ofNullable(starts.remove(work.agreementId())).ifPresent(ExecutionClock.ScheduledCallback::cancel);
            if (at > clock.now()) {
                starts.put(work.agreementId(), clock.schedule(at, () -> started(work.agreementId(), at)));
                return;
            }
        }
        listener.on(new ExecutionEvent.Started(work.agreementId(), work.plannedStart()));
    }

    private void started(String agreementId, double at) {
        synchronized (this) {
            starts.remove(agreementId);
        }
        listener.on(new ExecutionEvent.Started(agreementId, ExecutionClock.instantOf(at)));
    }

    private void onEndDue() {
        ExecutionForecast.Outlook outlook = forecast.advanceTo(ExecutionClock.instantOf(clock.now()));
        outlook.ended().forEach(end -> listener.on(new ExecutionEvent.Finished(end.agreementId(), end.at())));
        reschedule(outlook);
    }

    /** Keeps one callback at the outlook's next end, unless a newer outlook was applied already. */
    private synchronized void reschedule(ExecutionForecast.Outlook outlook) {
        if (outlook.revision() < appliedRevision) {
            return;
        }
        appliedRevision = outlook.revision();
        double at = outlook.next().map(ExecutionClock::secondsOf).orElse(Double.POSITIVE_INFINITY);
        if (nextEnd.isPresent() && nextEnd.get().at() == at) {
            return;
        }
        nextEnd.ifPresent(ExecutionClock.ScheduledCallback::cancel);
        nextEnd = Double.isFinite(at) ? Optional.of(clock.schedule(at, this::fired)) : Optional.empty();
    }

    private void fired() {
        synchronized (this) {
            nextEnd = Optional.empty();
        }
        onEndDue();
    }
}
