package org.accord.consumer.contractnet;

import org.accord.scheduler.contractnet.DropReason;
import org.accord.scheduler.contractnet.BidOrder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class SuperschedulerTest {

    private static final Duration MINIMUM_INTERVAL = Duration.ofSeconds(5);

    private final ManualTimer timer = new ManualTimer();

    private static Duration seconds(double value) {
        return Duration.ofNanos(Math.round(value * 1e9));
    }

    /** 1000 MI on one processor, budget 1000, deadline 100 s. */
    private static BrokeredJob job(String id) {
        return BrokeredJob.of(id, 1, 1000, 1000, Duration.ofSeconds(100));
    }

    private Superscheduler broker(ProviderQuote... quotes) {
        return new Superscheduler(List.of(quotes), timer, MINIMUM_INTERVAL);
    }

    private static ProviderQuote quote(Contractor contractor, double mips) {
        return new ProviderQuote(contractor, 1, mips);
    }

    private static BidAttempt attempt(String contractor, int round, double interval, AttemptOutcome outcome,
                                      double elapsed, String detail) {
        return new BidAttempt(contractor, round, seconds(interval), outcome, seconds(elapsed), detail);
    }

    @Test
    void placesJobWithThirdProviderAfterFirstTimesOutAndSecondRejects() {
        InMemoryContractor fast = InMemoryContractor.silent("fast");
        InMemoryContractor middle = InMemoryContractor.rejecting("middle");
        InMemoryContractor slow = InMemoryContractor.accepting("slow");
        // response times 10, 20 and 25 s: d_e = 25 s, so t_neg = 100 - 25 = 75 s
        Superscheduler broker = broker(quote(slow, 40), quote(fast, 100), quote(middle, 50));

        CompletableFuture<JobReport> report = broker.submit(job("j1"), BidOrder.named("oft"));
        assertThat(report).isNotDone();
        timer.advanceSeconds(37.5);

        assertThat(report).isCompletedWithValue(new JobReport(job("j1"), new BrokeredOutcome.Placed("slow", "slow-1"),
                List.of(attempt("fast", 1, 37.5, AttemptOutcome.TIMED_OUT, 37.5, ""),
                        attempt("middle", 2, 18.75, AttemptOutcome.REJECTED, 0, "busy"),
                        attempt("slow", 3, 18.75, AttemptOutcome.ACCEPTED, 0, "slow-1")),
                seconds(75), seconds(37.5)));
        assertThat(slow.bids()).containsExactly(new SlaBid(job("j1"), 3, seconds(18.75), seconds(25)));
    }

    @Test
    void dropsJobWhenTheBiddingTimeIsSpent() {
        InMemoryContractor[] silent = {InMemoryContractor.silent("a"), InMemoryContractor.silent("b"),
                InMemoryContractor.silent("c"), InMemoryContractor.silent("d")};
        // every response time is 25 s: t_neg = 75 s; intervals 37.5, 18.75, 9.375, then 4.6875 < 5
        Superscheduler broker = broker(quote(silent[0], 40), quote(silent[1], 40), quote(silent[2], 40),
                quote(silent[3], 40));

        CompletableFuture<JobReport> report = broker.submit(job("j1"), BidOrder.named("oft"));
        timer.advanceSeconds(100);

        JobReport done = report.join();
        assertThat(done.outcome()).isEqualTo(new BrokeredOutcome.Dropped(DropReason.BIDDING_TIME_SPENT));
        assertThat(done.attempts()).extracting(BidAttempt::interval)
                .containsExactly(seconds(37.5), seconds(18.75), seconds(9.375));
        assertThat(done.biddingDelay()).isEqualTo(seconds(65.625)).isLessThanOrEqualTo(seconds(75));
        assertThat(silent[3].bids()).isEmpty();
    }

    @Test
    void dropsJobWhenEveryProviderRejects() {
        Superscheduler broker = broker(quote(InMemoryContractor.rejecting("a"), 40),
                quote(InMemoryContractor.failing("b"), 50));

        JobReport report = broker.submit(job("j1"), BidOrder.named("ofc")).join();

        assertThat(report.outcome()).isEqualTo(new BrokeredOutcome.Dropped(DropReason.PROVIDERS_EXHAUSTED));
        assertThat(report.attempts()).containsExactly(
                attempt("b", 1, 37.5, AttemptOutcome.FAILED, 0, "connection refused"),
                attempt("a", 2, 37.5, AttemptOutcome.REJECTED, 0, "busy"));
        assertThat(report.biddingDelay()).isEqualTo(Duration.ZERO);
    }

    @Test
    void dropsJobWithoutBiddingWhenNoQuoteFitsItsBudgetAndDeadline() {
        InMemoryContractor tooSlow = InMemoryContractor.accepting("too-slow");
        InMemoryContractor tooDear = InMemoryContractor.accepting("too-dear");
        Superscheduler broker = broker(quote(tooSlow, 9), new ProviderQuote(tooDear, 1001, 1000));

        JobReport report = broker.submit(job("j1"), BidOrder.named("oft")).join();

        assertThat(report.outcome()).isEqualTo(new BrokeredOutcome.Dropped(DropReason.NO_SUITABLE_PROVIDER));
        assertThat(report.attempts()).isEmpty();
        assertThat(tooSlow.bids()).isEmpty();
        assertThat(tooDear.bids()).isEmpty();
    }

    @Test
    void biddingTimeIgnoresTheResponseTimeOfUnsuitableProviders() {
        InMemoryContractor accepting = InMemoryContractor.accepting("ok");
        Superscheduler broker = broker(quote(accepting, 20), quote(InMemoryContractor.accepting("too-slow"), 9));

        JobReport report = broker.submit(job("j1"), BidOrder.named("oft")).join();

        assertThat(report.biddingTime()).isEqualTo(seconds(50));
        assertThat(report.placement()).contains(new BrokeredOutcome.Placed("ok", "ok-1"));
    }

    @Test
    void terminatesAnAcceptanceThatArrivesAfterItsBidExpired() {
        InMemoryContractor late = InMemoryContractor.answeringAfter("late", timer, seconds(50), true);
        InMemoryContractor prompt = InMemoryContractor.answeringAfter("prompt", timer, seconds(1), true);
        Superscheduler broker = broker(quote(late, 100), quote(prompt, 40));

        CompletableFuture<JobReport> report = broker.submit(job("j1"), BidOrder.named("oft"));
        timer.advanceSeconds(60);

        assertThat(report.join().placement()).contains(new BrokeredOutcome.Placed("prompt", "prompt-1"));
        assertThat(broker.lateAcceptances()).containsExactly(new LateAcceptance("j1", "late", "late-1", true, ""));
        assertThat(late.terminated()).containsExactly("late-1");
        assertThat(late.agreementsFor("j1")).isEmpty();
        assertThat(prompt.agreementsFor("j1")).containsExactly("prompt-1");
    }

    @Test
    void ignoresARejectionThatArrivesAfterItsBidExpired() {
        InMemoryContractor late = InMemoryContractor.answeringAfter("late", timer, seconds(50), false);
        Superscheduler broker = broker(quote(late, 100), quote(InMemoryContractor.silent("quiet"), 40));

        CompletableFuture<JobReport> report = broker.submit(job("j1"), BidOrder.named("oft"));
        timer.advanceSeconds(100);

        assertThat(report.join().attempts()).extracting(BidAttempt::outcome)
                .containsExactly(AttemptOutcome.TIMED_OUT, AttemptOutcome.TIMED_OUT);
        assertThat(report.join().outcome()).isEqualTo(new BrokeredOutcome.Dropped(DropReason.PROVIDERS_EXHAUSTED));
        assertThat(broker.lateAcceptances()).isEmpty();
    }

    @Test
    void anEarlyRejectionLeavesItsUnusedTimeToTheNextBid() {
        InMemoryContractor quick = InMemoryContractor.answeringAfter("quick", timer, seconds(10), false);
        InMemoryContractor quiet = InMemoryContractor.silent("quiet");
        Superscheduler broker = broker(quote(quick, 100), quote(quiet, 40));

        CompletableFuture<JobReport> report = broker.submit(job("j1"), BidOrder.named("oft"));
        timer.advanceSeconds(100);

        // t_neg = 75 s; the rejection after 10 s leaves 65 s, half of which is the next interval
        assertThat(report.join().attempts()).containsExactly(
                attempt("quick", 1, 37.5, AttemptOutcome.REJECTED, 10, "busy"),
                attempt("quiet", 2, 32.5, AttemptOutcome.TIMED_OUT, 32.5, ""));
        assertThat(report.join().biddingDelay()).isEqualTo(seconds(42.5));
    }

    @Test
    void contractorThatThrowsInsteadOfReturningAFutureCountsAsFailed() {
        Contractor throwing = new Contractor() {
            @Override
            public String name() {
                return "throwing";
            }

            @Override
            public CompletableFuture<BidReply> bid(SlaBid bid) {
                throw new IllegalStateException("port closed");
            }

            @Override
            public CompletableFuture<Void> terminate(String agreementId) {
                return CompletableFuture.completedFuture(null);
            }
        };
        Superscheduler broker = broker(quote(throwing, 100), quote(InMemoryContractor.accepting("ok"), 40));

        JobReport report = broker.submit(job("j1"), BidOrder.named("oft")).join();

        assertThat(report.attempts().get(0)).isEqualTo(attempt("throwing", 1, 37.5, AttemptOutcome.FAILED, 0,
                "port closed"));
        assertThat(report.placement()).contains(new BrokeredOutcome.Placed("ok", "ok-1"));
    }

    @Test
    void terminatesAPlacementThroughItsContractor() {
        InMemoryContractor accepting = InMemoryContractor.accepting("ok");
        Superscheduler broker = broker(quote(accepting, 40));
        JobReport report = broker.submit(job("j1"), BidOrder.named("oft")).join();

        broker.terminate(report.placement().orElseThrow()).join();

        assertThat(accepting.terminated()).containsExactly("ok-1");
    }

    @Test
    void rejectsTwoQuotesForTheSameContractorName() {
        assertThatThrownBy(() -> broker(quote(InMemoryContractor.accepting("a"), 40),
                quote(InMemoryContractor.rejecting("a"), 50)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("contractor names must be unique: a");
    }

    @Test
    void rejectsNonPositiveMinimumInterval() {
        assertThatThrownBy(() -> new Superscheduler(List.of(), timer, Duration.ZERO))
                .hasMessage("minimum interval must be positive: PT0S");
    }
}
