package org.accord.consumer.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.accord.agreement.AgreementState;
import org.accord.consumer.contractnet.AttemptOutcome;
import org.accord.consumer.contractnet.BidAttempt;
import org.accord.consumer.contractnet.BrokeredOutcome;
import org.accord.consumer.contractnet.JobReport;
import org.accord.consumer.contractnet.ProviderQuote;
import org.accord.consumer.contractnet.ScheduledBidTimer;
import org.accord.consumer.contractnet.BrokeredJob;
import org.accord.consumer.contractnet.Superscheduler;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.sla.DeadlineType;
import org.junit.jupiter.api.Test;

/**
 * The contract-net superscheduler bidding over HTTP to three in-memory providers through
 * {@link AgreementContractor}. The job (4 CPUs, 60,000 MI, deadline 70 s) is quoted by speed: "slow"
 * (3000 MIPS, D = 20 s) first, "full" (2000 MIPS, D = 30 s), then "roomy" (1000 MIPS, D = 60 s). Eq. 1
 * gives t_neg = 70 - 60 = 10 s, so the bids expire after 5 s, then half of what remains (about 2.5 s: room
 * for a SOAP create on a loaded machine).
 */
class AgreementContractorIT {

    @Test
    void movesOnFromAProviderThatTimesOutAndOneThatRejectsAndTerminatesTheLateAcceptance() throws Exception {
        ExecutorService calls = Executors.newFixedThreadPool(4);
        try (InMemoryProvider slow = InMemoryProvider.start(16);
             InMemoryProvider full = InMemoryProvider.start(1);
             InMemoryProvider roomy = InMemoryProvider.start(16);
             AgreementClient slowClient = AgreementClient.connect(slow.url());
             AgreementClient fullClient = AgreementClient.connect(full.url());
             AgreementClient roomyClient = AgreementClient.connect(roomy.url());
             ScheduledBidTimer timer = ScheduledBidTimer.systemTimer()) {
            slowClient.templates();
            slow.slowDownCreates(1, Duration.ofMillis(6000));
            Superscheduler manager = new Superscheduler(List.of(
                    quote("slow", slowClient, 3000, calls), quote("full", fullClient, 2000, calls),
                    quote("roomy", roomyClient, 1000, calls)), timer, Duration.ofMillis(100));

            JobReport report = manager.submit(BrokeredJob.of("job-1", 4, 60_000, 100, Duration.ofSeconds(70)),
                    BidOrder.named("oft")).get(30, TimeUnit.SECONDS);

            assertThat(report.attempts()).extracting(BidAttempt::contractor, BidAttempt::outcome).containsExactly(
                    tuple("slow", AttemptOutcome.TIMED_OUT),
                    tuple("full", AttemptOutcome.REJECTED),
                    tuple("roomy", AttemptOutcome.ACCEPTED));
            assertThat(report.attempts().get(0).interval().toMillis()).isBetween(4950L, 5000L);
            assertThat(report.attempts().get(1).detail()).isEqualTo("REJECTED");
            BrokeredOutcome.Placed placed = report.placement().orElseThrow();
            assertThat(placed.contractor()).isEqualTo("roomy");
            assertThat(roomyClient.agreement(placed.agreementId()).state()).isEqualTo(AgreementState.OBSERVED);
            assertThat(slowAgreementEndsTerminated(slow)).isEqualTo(AgreementState.TERMINATED);
        } finally {
            calls.shutdownNow();
        }
    }

    private static ProviderQuote quote(String name, AgreementClient client, double mips, ExecutorService calls) {
        BidOffers offers = new LibraSlaBidOffers("librasla-job", mips, DeadlineType.HARD, 0.01);
        return new ProviderQuote(new AgreementContractor(name, client, offers, calls), 0.01, mips);
    }

    private static AgreementState slowAgreementEndsTerminated(InMemoryProvider slow) throws InterruptedException {
        for (int i = 0; i < 150; i++) {
            Optional<InMemoryProvider.Stored> terminated = slow.agreements.values().stream().filter(a -> a.state() == AgreementState.TERMINATED).findFirst();
            if (terminated.isPresent()) {
                return terminated.get().state();
            }
            Thread.sleep(100);
        }
        return slow.agreements.values().stream().findFirst().map(InMemoryProvider.Stored::state)
                .orElse(AgreementState.PENDING);
    }
}
