package org.accord.endtoend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.accord.agreement.AgreementState;
import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.AgreementContractor;
import org.accord.consumer.client.LibraSlaBidOffers;
import org.accord.consumer.contractnet.AttemptOutcome;
import org.accord.consumer.contractnet.BidAttempt;
import org.accord.consumer.contractnet.JobReport;
import org.accord.consumer.contractnet.LateAcceptance;
import org.accord.consumer.contractnet.ProviderQuote;
import org.accord.consumer.contractnet.ScheduledBidTimer;
import org.accord.consumer.contractnet.BrokeredJob;
import org.accord.consumer.contractnet.Superscheduler;
import org.accord.examples.LocalProvider;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.sla.DeadlineType;
import org.junit.jupiter.api.Test;

/**
 * The contract-net superscheduler across three real providers over HTTP. The job (4 processors, 60,000 MI,
 * deadline 68 s) goes first to "busy" (3000 MIPS); Eq. 1 leaves 68 - 60 = 8 s of negotiation, so its bid
 * expires after 4 s, but its answers arrive 5 s late through a slow link; then to "small" (2000 MIPS,
 * 1 node), which rejects 4 processors within its 2 s; then to "large" (1000 MIPS, 128 nodes), which
 * accepts. The late acceptance of "busy" is terminated; its clock runs in real
 * time, so its 20 s job is still running then.
 */
class ContractNetEndToEndIT {

    @Test
    void movesOnFromATimeoutAndARejectionAndTerminatesTheLateAcceptance() throws Exception {
        ExecutorService calls = Executors.newFixedThreadPool(4);
        try (LocalProvider busy = LocalProvider.start(128, 1);
             LocalProvider small = LocalProvider.start(1, 60);
             LocalProvider large = LocalProvider.start(128, 60);
             SlowLink slow = SlowLink.to(busy.url());
             AgreementClient busyClient = AgreementClient.connect(slow.url());
             AgreementClient busyDirect = AgreementClient.connect(busy.url());
             AgreementClient smallClient = AgreementClient.connect(small.url());
             AgreementClient largeClient = AgreementClient.connect(large.url());
             ScheduledBidTimer timer = ScheduledBidTimer.systemTimer()) {
            List.of(busyClient, smallClient, largeClient).forEach(ContractNetEndToEndIT::warmUp);
            slow.delay = Duration.ofSeconds(5);
            Superscheduler manager = new Superscheduler(List.of(quote("busy", busyClient, 3000, calls),
                    quote("small", smallClient, 2000, calls), quote("large", largeClient, 1000, calls)),
                    timer, Duration.ofMillis(100));

            JobReport report = manager.submit(BrokeredJob.of("job-1", 4, 60_000, 100, Duration.ofSeconds(68)),
                    BidOrder.named("oft")).get(20, TimeUnit.SECONDS);

            assertThat(report.attempts()).extracting(BidAttempt::contractor, BidAttempt::outcome).containsExactly(
                    tuple("busy", AttemptOutcome.TIMED_OUT), tuple("small", AttemptOutcome.REJECTED),
                    tuple("large", AttemptOutcome.ACCEPTED));
            assertThat(report.attempts().get(1).detail()).isEqualTo("REJECTED");
            String placed = report.placement().orElseThrow().agreementId();
            assertThat(largeClient.agreement(placed).state()).isEqualTo(AgreementState.OBSERVED);
            LateAcceptance late = awaitLateAcceptance(manager);
            assertThat(late.contractor()).isEqualTo("busy");
            assertThat(late.terminated()).isTrue();
            assertThat(busyDirect.agreement(late.agreementId()).state())
                    .isIn(AgreementState.TERMINATED, AgreementState.OBSERVED_AND_TERMINATING);
        } finally {
            calls.shutdownNow();
        }
    }

    /** Connects and loads the templates and the validator, so that bids measure the providers, not start-up. */
    private static void warmUp(AgreementClient client) {
        client.offer("librasla-job").cpus(1).singleCpuRuntime(600).build();
    }

    private static ProviderQuote quote(String name, AgreementClient client, double mips, ExecutorService calls) {
        LibraSlaBidOffers offers = new LibraSlaBidOffers("librasla-job", mips, DeadlineType.SOFT, 0.01);
        return new ProviderQuote(new AgreementContractor(name, client, offers, calls), 0.01, mips);
    }

    private static LateAcceptance awaitLateAcceptance(Superscheduler manager) throws InterruptedException {
        for (int i = 0; i < 100 && manager.lateAcceptances().isEmpty(); i++) {
            Thread.sleep(100);
        }
        return manager.lateAcceptances().get(0);
    }
}
