package org.accord.provider.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

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
        double before = clock.now();
        long realStart = System.nanoTime();
        Thread.sleep(200);
        double realSeconds = (System.nanoTime() - realStart) / 1e9;

        assertThat(before).isCloseTo(5000, within(50.0));
        assertThat(clock.now() - before).isCloseTo(realSeconds * 1000, within(60.0));
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
