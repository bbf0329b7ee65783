package org.accord.provider.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
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
    void dueCallbacksRunInOrderOfTheirInstantsTiesInSchedulingOrder() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch allRan = new CountDownLatch(5);
        List<String> ran = new ArrayList<>();
        clock.schedule(0, () -> {
            holding.countDown();
            awaitQuietly(release);
        });
        assertThat(holding.await(5, TimeUnit.SECONDS)).isTrue();

        // All five are due at once; the clock thread is busy, so it finds them all queued when it is released.
        for (String name : List.of("c@30", "a@10", "b1@20", "b2@20", "d@40")) {
            double at = Double.parseDouble(name.substring(name.indexOf('@') + 1));
            clock.schedule(at, () -> {
                synchronized (ran) {
                    ran.add(name);
                }
                allRan.countDown();
            });
        }
        release.countDown();

        assertThat(allRan.await(5, TimeUnit.SECONDS)).isTrue();
        synchronized (ran) {
            assertThat(ran).containsExactly("a@10", "b1@20", "b2@20", "c@30", "d@40");
        }
    }

    @Test
    void anEarlierCallbackScheduledWhileTheClockWaitsForALaterOneRunsFirst() throws Exception {
        AtomicBoolean farRan = new AtomicBoolean();
        clock.schedule(clock.now() + 1e6, () -> farRan.set(true));
        Thread.sleep(50); // the clock thread now waits for the far callback (about 17 real minutes away)
        double at = clock.now() + 20;
        CompletableFuture<Double> observed = new CompletableFuture<>();

        clock.schedule(at, () -> observed.complete(clock.now()));

        assertThat(observed.get(5, TimeUnit.SECONDS)).isGreaterThanOrEqualTo(at);
        assertThat(farRan).isFalse();
    }

    @Test
    void callbacksFallingDueWithinTheCoalescingWindowShareOneWakeUp() throws Exception {
        // 1000x: a window of 300 ms real is 300 simulated seconds.
        ScaledClock coalescing = new ScaledClock(1000, 0, TimeUnit.MILLISECONDS.toNanos(300));
        try {
            double first = coalescing.now() + 20;
            double second = first + 100;
            CompletableFuture<Double> firstObserved = new CompletableFuture<>();
            CompletableFuture<Double> secondObserved = new CompletableFuture<>();

            coalescing.schedule(first, () -> firstObserved.complete(coalescing.now()));
            coalescing.schedule(second, () -> secondObserved.complete(coalescing.now()));

            // The thread waited for the first past its instant, long enough for the second to fall due too.
            assertThat(firstObserved.get(5, TimeUnit.SECONDS)).isGreaterThanOrEqualTo(second);
            assertThat(secondObserved.get(5, TimeUnit.SECONDS)).isGreaterThanOrEqualTo(second);
        } finally {
            coalescing.close();
        }
    }

    @Test
    void aCallbackScheduledForAPassedInstantRunsAtOnceDespiteTheWindow() throws Exception {
        ScaledClock coalescing = new ScaledClock(1000, 0, TimeUnit.SECONDS.toNanos(60));
        try {
            CompletableFuture<Double> observed = new CompletableFuture<>();

            coalescing.schedule(0, () -> observed.complete(coalescing.now()));

            assertThat(observed.get(5, TimeUnit.SECONDS)).isGreaterThanOrEqualTo(0);
        } finally {
            coalescing.close();
        }
    }

    @Test
    void cancelledCallbacksAreSweptOutOfTheQueue() {
        List<ExecutionClock.ScheduledCallback> callbacks = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            callbacks.add(clock.schedule(clock.now() + 1e6 + i, () -> {}));
        }
        assertThat(clock.queued()).isEqualTo(1000);

        callbacks.forEach(ExecutionClock.ScheduledCallback::cancel);

        assertThat(clock.queued()).isLessThan(500);
        assertThat(callbacks.get(0).cancel()).as("cancelled already").isFalse();
    }

    @Test
    void aCallbackThatThrowsAnErrorDoesNotStopTheClock() throws Exception {
        CountDownLatch later = new CountDownLatch(1);
        clock.schedule(0, () -> {
            throw new AssertionError("a callback failing with an Error");
        });
        clock.schedule(1, later::countDown);

        assertThat(later.await(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void closedClockRunsNothingMoreAndRefusesNewCallbacks() throws Exception {
        ScaledClock closing = new ScaledClock(1000, 0);
        AtomicBoolean ran = new AtomicBoolean();
        closing.schedule(closing.now() + 100, () -> ran.set(true));

        closing.close();

        assertThatThrownBy(() -> closing.schedule(0, () -> {})).isInstanceOf(ClockClosedException.class)
                .hasMessage("the clock is closed");
        Thread.sleep(200);
        assertThat(ran).isFalse();
    }

    @Test
    void closeReturnsOnlyAfterTheCallbackAlreadyRunningHasFinished() throws Exception {
        ScaledClock closing = new ScaledClock(1000, 0);
        CountDownLatch running = new CountDownLatch(1);
        AtomicBoolean finished = new AtomicBoolean();
        closing.schedule(closing.now(), () -> {
            running.countDown();
            sleep(300);
            finished.set(true);
        });
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();

        closing.close();

        assertThat(finished).as("the callback finished before close returned").isTrue();
    }

    @Test
    void aCallbackRunningWhileTheClockClosesIsToldTheClockClosedWhenItSchedulesItsFollowUp() throws Exception {
        ScaledClock closing = new ScaledClock(1000, 0);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch closeBegun = new CountDownLatch(1);
        CompletableFuture<Throwable> refusal = new CompletableFuture<>();
        closing.schedule(closing.now(), () -> {
            running.countDown();
            try {
                closeBegun.await(10, TimeUnit.SECONDS);
                while (!refusal.isDone()) {
                    closing.schedule(closing.now() + 1, () -> {});
                    sleep(10);
                }
            } catch (RuntimeException e) {
                refusal.complete(e);
            } catch (InterruptedException e) {
                refusal.complete(e);
            }
        });
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
        Thread closer = new Thread(closing::close);
        closer.start();
        closeBegun.countDown();

        assertThat(refusal.get(10, TimeUnit.SECONDS)).isInstanceOf(ClockClosedException.class);
        closer.join(10_000);
        assertThat(closer.isAlive()).as("close returned once the callback ended").isFalse();
    }

    @Test
    void closeDoesNotInterruptTheCallbackAlreadyRunning() throws Exception {
        ScaledClock closing = new ScaledClock(1000, 0);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean interrupted = new AtomicBoolean();
        closing.schedule(closing.now(), () -> {
            running.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                interrupted.set(true);
            }
        });
        assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
        Thread releaser = new Thread(() -> {
            sleep(200);
            release.countDown();
        });
        releaser.start();

        closing.close();

        assertThat(interrupted).as("the running callback was interrupted").isFalse();
        releaser.join();
    }

    @Test
    void aCallbackMayCloseItsOwnClock() throws Exception {
        ScaledClock closing = new ScaledClock(1000, 0);
        CountDownLatch closed = new CountDownLatch(1);
        closing.schedule(closing.now(), () -> {
            closing.close();
            closed.countDown();
        });

        assertThat(closed.await(10, TimeUnit.SECONDS)).as("close from the clock's own thread returned").isTrue();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void rejectsANonPositiveSpeedup() {
        assertThatThrownBy(() -> new ScaledClock(0, 0)).hasMessage("speedup must be a positive finite number: 0.0");
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
