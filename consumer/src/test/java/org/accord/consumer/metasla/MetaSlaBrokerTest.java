package org.accord.consumer.metasla;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.accord.agreement.AgreementState;
import org.accord.consumer.contractnet.InMemoryContractor;
import org.accord.consumer.contractnet.BrokeredOutcome;
import org.accord.consumer.contractnet.JobReport;
import org.accord.consumer.contractnet.ManualTimer;
import org.accord.consumer.contractnet.ProviderQuote;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.consumer.contractnet.BrokeredJob;
import org.accord.consumer.contractnet.Superscheduler;
import org.junit.jupiter.api.Test;

class MetaSlaBrokerTest {

    // "east" is faster, so OFT bids there first; each provider takes only the jobs it has room for
    private final InMemoryContractor east = takingOnly("east", Set.of("j1"));
    private final InMemoryContractor west = takingOnly("west", Set.of("j1", "j2"));
    private final MetaSlaBroker broker = new MetaSlaBroker(new Superscheduler(
            List.of(new ProviderQuote(east, 2, 200), new ProviderQuote(west, 1, 100)), new ManualTimer(),
            Duration.ofSeconds(1)));

    private static InMemoryContractor takingOnly(String name, Set<String> jobIds) {
        return new InMemoryContractor(name,
                bid -> CompletableFuture.completedFuture(jobIds.contains(bid.job().id())));
    }

    private static BrokeredJob job(String id) {
        return BrokeredJob.of(id, 2, 1000, 500, Duration.ofMinutes(10));
    }

    private MetaSlaOutcome place(SplitPolicy policy, String... jobIds) {
        List<BrokeredJob> jobs = java.util.Arrays.stream(jobIds).map(MetaSlaBrokerTest::job).toList();
        return broker.place(new MetaSlaRequest("m1", jobs, BidOrder.named("oft"), policy)).join();
    }

    @Test
    void placesTheJobsOfOneRequestWithDifferentProviders() {
        MetaSlaOutcome outcome = place(SplitPolicy.ALL_OR_NOTHING, "j1", "j2");

        assertThat(outcome.metaSla().subAgreements()).containsExactly(
                SubAgreement.observed("j1", new BrokeredOutcome.Placed("east", "east-1")),
                SubAgreement.observed("j2", new BrokeredOutcome.Placed("west", "west-1")));
        assertThat(outcome.metaSla().state()).isEqualTo(MetaSlaState.OBSERVED);
        assertThat(outcome.reports()).extracting(report -> report.attempts().size()).containsExactly(1, 2);
    }

    @Test
    void allOrNothingRequestTerminatesItsPlacedJobsWhenOneIsDropped() {
        MetaSlaOutcome outcome = place(SplitPolicy.ALL_OR_NOTHING, "j1", "j2", "j3");

        assertThat(outcome.metaSla().state()).isEqualTo(MetaSlaState.REJECTED);
        assertThat(outcome.metaSla().subAgreements()).extracting(SubAgreement::state).containsExactly(
                AgreementState.TERMINATED, AgreementState.TERMINATED, AgreementState.REJECTED);
        assertThat(east.terminated()).containsExactly("east-1");
        assertThat(west.terminated()).containsExactly("west-1");
        assertThat(outcome.reports()).extracting(JobReport::placed).containsExactly(true, true, false);
    }

    @Test
    void partialRequestKeepsThePlacedJobsWhenOneIsDropped() {
        MetaSlaOutcome outcome = place(SplitPolicy.PARTIAL, "j1", "j2", "j3");

        assertThat(outcome.metaSla().state()).isEqualTo(MetaSlaState.PARTIAL);
        assertThat(outcome.metaSla().subAgreement("j3")).isEqualTo(SubAgreement.rejected("j3"));
        assertThat(east.terminated()).isEmpty();
        assertThat(west.agreementsFor("j2")).containsExactly("west-1");
    }
}
