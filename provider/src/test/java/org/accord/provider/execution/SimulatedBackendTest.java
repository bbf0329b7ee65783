package org.accord.provider.execution;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.accord.provider.clock.ExecutionClock;
import org.accord.provider.clock.ManualClock;
import org.junit.jupiter.api.Test;

/** The simulated backend on its own: it follows a forecast and reports what it predicts, when it predicts it. */
class SimulatedBackendTest {

    private ManualClock clock;
    private final List<ExecutionEvent> events = new ArrayList<>();

    /** One predicted end at 100 s, reported once. */
    private final class OneEnd implements ExecutionForecast {
        private long revision;
        private boolean ended;

        @Override
        public synchronized Outlook advanceTo(Instant now) {
            revision++;
            if (!ended && !now.isBefore(ExecutionClock.instantOf(100))) {
                ended = true;
                return new Outlook(revision, List.of(new PredictedEnd("a1", ExecutionClock.instantOf(100))), Optional.empty());
            }
            return outlook();
        }

        @Override
        public synchronized Outlook outlook() {
            return new Outlook(revision, List.of(), ended ? Optional.empty() : Optional.of(ExecutionClock.instantOf(100)));
        }
    }

    @Test
    void reportsTheForecastsEndAtItsInstantAndAReservationsStartAtItsPlannedStart() {
        SimulatedBackend backend = new SimulatedBackend(Capacity.uniform(2, 1), start -> clock = new ManualClock(start));
        backend.clock(0);
        ExecutionListener listener = new ExecutionListener() {
            @Override
            public void on(ExecutionEvent event) {
                events.add(event);
            }

            @Override
            public void capacityChanged(Capacity capacity) {
                throw new AssertionError("a simulated backend's capacity never changes");
            }
        };
        backend.start(List.of(), new OneEnd(), listener);
        backend.admitted(new Work("a1", org.accord.provider.execution.SlaKind.RESERVATION, ExecutionClock.instantOf(0),
                ExecutionClock.instantOf(40), ExecutionClock.instantOf(100), ExecutionClock.instantOf(120), 1,
                List.of("node-0"), java.time.Duration.ofSeconds(60),
                org.accord.sla.JobDescription.of(new org.accord.sla.CpuRange(1, 1), 60)));

        clock.advanceTo(39);
        assertThat(events).isEmpty();
        clock.advanceTo(1000);

        assertThat(events).containsExactly(new ExecutionEvent.Started("a1", ExecutionClock.instantOf(40)),
                new ExecutionEvent.Finished("a1", ExecutionClock.instantOf(100)));
        backend.close();
    }
}
