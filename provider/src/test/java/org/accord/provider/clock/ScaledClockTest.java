package org.accord.provider.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ScaledClockTest {

    /** 1000 simulated seconds per real second: one simulated second per millisecond. */
    private final ScaledClock clock = new ScaledClock(1000, 5000);

    @AfterEach
    void close() {
        clock.close();
    }

    @Test
    void simulatedTimeAdvancesAtTheSpeedup() throws InterruptedException {
        // Each clock reading is bracketed by real-time readings, so the bounds hold however long the
        // machine takes between statements (a loaded CI runner can pause a thread for tens of ms).
        long created = System.nanoTime();
        ScaledClock fresh = new ScaledClock(1000, 5000);
        try {
            long beforeLow = System.nanoTime();
            double before = fresh.now();
            long beforeHigh = System.nanoTime();
            Thread.sleep(200);
            long afterLow = System.nanoTime();
            double after = fresh.now();
            long afterHigh = System.nanoTime();

            double slack = 1.0; // simulated seconds: rounding of nanoTime to doubles
            assertThat(before).isBetween(5000 - slack, 5000 + (beforeHigh - created) / 1e6 + slack);
            assertThat(after - before)
                    .isBetween((afterLow - beforeHigh) / 1e6 - slack, (afterHigh - beforeLow) / 1e6 + slack)
                    .isGreaterThanOrEqualTo(200 - slack); // slept 200 ms = 200 simulated s
        } finally {
            fresh.close();
        }
    }

    @Test
    void callbackRunsWhenSimulatedTimeReachesItsInstant() throws Exception {
        double at = clock.now() + 150;
        CompletableFuture<Double> observed = new CompletableFuture<>();

        clock.schedule(at, () -> observed.complete(clock.now()));

        assertThat(observed.get(5, TimeUnit.SECONDS)).isGreaterThanOrEqualTo(at).isLessThan(at + 100);
    }

    @Test
    void pastInstantRunsAtOnceAndCancelledCallbackNever() throws Exception {
        AtomicBoolean cancelledRan = new AtomicBoolean();
        CountDownLatch past = new CountDownLatch(1);
        ExecutionClock.ScheduledCallback later = clock.schedule(clock.now() + 100, () -> cancelledRan.set(true));

        assertThat(later.cancel()).isTrue();
        clock.schedule(0, () -> {
            throw new IllegalStateException("a failing callback");
        });
        clock.schedule(1, past::countDown);

        assertThat(past.await(5, TimeUnit.SECONDS)).isTrue();
        Thread.sleep(200);
        assertThat(cancelledRan).isFalse();
    }

    @Test
    void rejectsANonPositiveSpeedup() {
        assertThatThrownBy(() -> new ScaledClock(0, 0)).hasMessage("speedup must be a positive finite number: 0.0");
    }
}
