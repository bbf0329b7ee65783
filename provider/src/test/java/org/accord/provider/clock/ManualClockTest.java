package org.accord.provider.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class ManualClockTest {

    private final ManualClock clock = new ManualClock(100);
    private final List<String> ran = new ArrayList<>();

    @Test
    void runsDueCallbacksInInstantOrderAtTheirInstants() {
        clock.schedule(300, () -> ran.add("c@" + clock.now()));
        clock.schedule(150, () -> ran.add("a@" + clock.now()));
        clock.schedule(150, () -> ran.add("b@" + clock.now()));
        clock.schedule(500, () -> ran.add("late"));

        clock.advanceTo(400);

        assertThat(ran).containsExactly("a@150.0", "b@150.0", "c@300.0");
        assertThat(clock.now()).isEqualTo(400);
        assertThat(clock.pending()).isEqualTo(1);
    }

    @Test
    void callbackMayScheduleAnotherThatFallsDueInTheSameAdvance() {
        clock.schedule(110, () -> clock.schedule(clock.now() + 20, () -> ran.add("follow-up@" + clock.now())));

        clock.advanceBy(50);

        assertThat(ran).containsExactly("follow-up@130.0");
    }

    @Test
    void cancelledCallbackNeverRuns() {
        ExecutionClock.ScheduledCallback scheduled = clock.schedule(120, () -> ran.add("x"));

        assertThat(scheduled.cancel()).isTrue();
        clock.advanceBy(100);

        assertThat(ran).isEmpty();
        assertThat(scheduled.cancel()).isFalse();
    }

    @Test
    void pastInstantRunsOnTheNextAdvanceAndAFailingCallbackDoesNotStopOthers() {
        clock.schedule(50, () -> {
            throw new IllegalStateException("boom");
        });
        clock.schedule(60, () -> ran.add("after failure"));

        clock.advanceBy(0);

        assertThat(ran).containsExactly("after failure");
    }

    @Test
    void refusesToGoBackOrToScheduleOnceClosed() {
        assertThatThrownBy(() -> clock.advanceTo(99)).hasMessage("the clock cannot go back from 100.0 to 99.0");
        clock.close();
        assertThatThrownBy(() -> clock.schedule(200, () -> { })).isInstanceOf(ClockClosedException.class);
    }
}
