package org.accord.consumer.contractnet;

import org.accord.scheduler.contractnet.BidOrder;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Many jobs brokered at once in real time over contractors that answer from their own threads after
 * 0-299 ms, so replies race the expiry timeouts and some acceptances arrive late. Steps run on a pool.
 */
class SuperschedulerConcurrencyTest {

    private static final int JOBS = 200;

    private final ScheduledExecutorService replies = Executors.newScheduledThreadPool(4);
    private final ExecutorService steps = Executors.newFixedThreadPool(2);
    private final ScheduledBidTimer timer = ScheduledBidTimer.systemTimer();

    @AfterEach
    void stop() {
        replies.shutdownNow();
        steps.shutdownNow();
        timer.close();
    }

    /** Accepts every third bid by a hash of job and contractor, answering after hash % 300 ms. */
    private InMemoryContractor racing(String name) {
        return new InMemoryContractor(name, bid -> {
            int hash = Math.floorMod((bid.job().id() + "@" + name).hashCode(), 900);
            CompletableFuture<Boolean> answer = new CompletableFuture<>();
            replies.schedule(() -> answer.complete(hash % 3 == 0), hash % 300, TimeUnit.MILLISECONDS);
            return answer;
        });
    }

    @Test
    void everyJobEndsPlacedAtMostOnceWhenManyAreBrokeredAtOnce() throws InterruptedException {
        List<InMemoryContractor> contractors = List.of(racing("a"), racing("b"), racing("c"));
        List<ProviderQuote> quotes = new ArrayList<>();
        for (int i = 0; i < contractors.size(); i++) {
            quotes.add(new ProviderQuote(contractors.get(i), 1, 1000.0 * (i + 1)));
        }
        Superscheduler broker = new Superscheduler(quotes, timer, Duration.ofMillis(20), steps);
        BidOrder oft = BidOrder.named("oft");

        List<JobReport> reports = IntStream.range(0, JOBS)
                .mapToObj(i -> broker.submit(BrokeredJob.of("job-" + i, 1, 1, 10, Duration.ofMillis(400)), oft))
                .toList().stream().map(CompletableFuture::join).toList();

        awaitEveryJobHeldExactlyWhereReported(reports, contractors);
        assertThat(reports).allSatisfy(SuperschedulerConcurrencyTest::isConsistent);
        assertThat(reports).anyMatch(JobReport::placed).anyMatch(report -> !report.placed());
        assertThat(broker.lateAcceptances()).isNotEmpty().allMatch(LateAcceptance::terminated);
    }

    private static void isConsistent(JobReport report) {
        List<BidAttempt> attempts = report.attempts();
        Duration before = Duration.ZERO;
        for (BidAttempt attempt : attempts) {
            assertThat(before.plus(attempt.interval())).isLessThanOrEqualTo(report.biddingTime());
            before = before.plus(attempt.elapsed());
        }
        assertThat(attempts.stream().filter(a -> a.outcome() == AttemptOutcome.ACCEPTED).count())
                .isEqualTo(report.placed() ? 1 : 0);
        if (report.placed()) {
            assertThat(attempts.get(attempts.size() - 1).outcome()).isEqualTo(AttemptOutcome.ACCEPTED);
        }
    }

    /** Late replies may still be on their way when the reports are done; wait up to 3 s for them. */
    private static void awaitEveryJobHeldExactlyWhereReported(List<JobReport> reports,
                                                              List<InMemoryContractor> contractors)
            throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
        while (!reports.stream().allMatch(report -> heldExactlyWhereReported(report, contractors))
                && System.nanoTime() < giveUp) {
            Thread.sleep(20);
        }
        assertThat(reports).allMatch(report -> heldExactlyWhereReported(report, contractors));
    }

    private static boolean heldExactlyWhereReported(JobReport report, List<InMemoryContractor> contractors) {
        List<String> held = contractors.stream()
                .flatMap(contractor -> contractor.agreementsFor(report.job().id()).stream()).toList();
        return report.placement().map(placed -> held.equals(List.of(placed.agreementId())))
                .orElse(held.isEmpty());
    }
}
