package org.accord.examples;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.accord.consumer.client.AgreementClient;
import org.accord.consumer.client.AgreementContractor;
import org.accord.consumer.client.LibraSlaBidOffers;
import org.accord.consumer.contractnet.BidAttempt;
import org.accord.consumer.contractnet.JobReport;
import org.accord.consumer.contractnet.ProviderQuote;
import org.accord.consumer.contractnet.ScheduledBidTimer;
import org.accord.consumer.contractnet.BrokeredJob;
import org.accord.consumer.contractnet.Superscheduler;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.sla.DeadlineType;

/**
 * Example 3: the contract-net superscheduler brokers one job (16 processors, 3.6 million MI each, a
 * deadline of an hour and forty seconds, so 40 s to bid, budget 100) across two providers.
 * Optimise-for-time bids to the faster one first (2000 MIPS: 30 minutes), which has only 2 nodes and rejects; the slower one (1000
 * MIPS: an hour) accepts within the next bid's expiry interval.
 *
 * <pre>{@code java -cp ... org.accord.examples.ContractNetExample [FAST_PROVIDER_URL SLOW_PROVIDER_URL]}</pre>
 */
public final class ContractNetExample {

    private ContractNetExample() {
    }

    public static void main(String[] args) {
        if (args.length >= 2) {
            run(args[0], args[1], System.out);
            return;
        }
        try (LocalProvider fast = LocalProvider.start(2, 60); LocalProvider slow = LocalProvider.start(128, 60)) {
            run(fast.url(), slow.url(), System.out);
        }
    }

    /** The story; returns the superscheduler's report on the job. */
    public static JobReport run(String fastUrl, String slowUrl, PrintStream out) {
        ExecutorService calls = Executors.newFixedThreadPool(4);
        List<AgreementClient> clients = new ArrayList<>();
        try (ScheduledBidTimer timer = ScheduledBidTimer.systemTimer()) {
            AgreementClient fast = connect(fastUrl, clients);
            AgreementClient slow = connect(slowUrl, clients);
            Superscheduler broker = new Superscheduler(List.of(
                    quote("fast", fast, 2000, calls), quote("slow", slow, 1000, calls)), timer, Duration.ofMillis(200));

            BrokeredJob job = BrokeredJob.of("render-1", 16, 3_600_000, 100, Duration.ofSeconds(3640));
            JobReport report = broker.submit(job, BidOrder.named("oft")).join();

            for (BidAttempt attempt : report.attempts()) {
                out.println("Bid " + attempt.round() + " to " + attempt.contractor() + " (expires in "
                        + attempt.interval().toMillis() + " ms): " + attempt.outcome() + " " + attempt.detail());
            }
            out.println("Job " + job.id() + ": " + report.outcome() + " after " + report.biddingDelay().toMillis()
                    + " ms of bidding (allowed: " + report.biddingTime().toMillis() + " ms)");
            return report;
        } finally {
            clients.forEach(AgreementClient::close);
            calls.shutdownNow();
        }
    }

    private static AgreementClient connect(String url, List<AgreementClient> clients) {
        AgreementClient client = AgreementClient.connect(url);
        clients.add(client);
        return client;
    }

    private static ProviderQuote quote(String name, AgreementClient client, double mips, ExecutorService calls) {
        LibraSlaBidOffers offers = new LibraSlaBidOffers("librasla-job", mips, DeadlineType.SOFT, 0.01);
        return new ProviderQuote(new AgreementContractor(name, client, offers, calls), 0.001, mips);
    }
}
