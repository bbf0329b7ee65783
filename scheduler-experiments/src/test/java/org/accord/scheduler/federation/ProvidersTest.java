package org.accord.scheduler.federation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.accord.scheduler.contractnet.BidOrder;
import org.accord.scheduler.contractnet.Bidding;
import org.accord.scheduler.contractnet.Quote;
import org.accord.scheduler.contractnet.WindowRule;
import org.accord.scheduler.sla.DeadlineType;
import org.accord.scheduler.sla.Sla;
import org.accord.scheduler.sla.SlaJob;
import org.junit.jupiter.api.Test;

class ProvidersTest {

    private static List<String> candidates(FederationJob job, List<Provider> providers, BidOrder order) {
        return Bidding.open(job.bidJob(), providers.stream().map(Provider::quote).toList(), order,
                WindowRule.shareOfDeadline(0), job.origin().name()).candidates().stream().map(Quote::name).toList();
    }

    @Test
    void tableTwoProfilesAreFoundByTheTracesPwaName() {
        Provider kth = ProviderProfiles.forTrace("traces/KTH-SP2-1996-2.1-cln.swf.gz", 100);

        assertThat(kth).isEqualTo(new Provider("KTH-SP2", 100, 900, 5.12));
        assertThat(ProviderProfiles.forTrace("SDSC-SP2-1998-4.2-cln.swf.gz", 128).mips()).isEqualTo(920);
        assertThat(ProviderProfiles.forTrace("NASA-iPSC-1993-3.1-cln.swf.gz", 128).price()).isEqualTo(5.3);
    }

    @Test
    void anUnknownTraceGetsTheDefaultRatingAndAProportionalQuote() {
        Provider other = ProviderProfiles.forTrace("/tmp/HPC2N-2002-2.2.swf", 240);

        assertThat(other.name()).isEqualTo("HPC2N-2002-2");
        assertThat(other.mips()).isEqualTo(850);
        assertThat(other.price()).isCloseTo(850 * 0.00569, within(1e-12));
    }

    @Test
    void timeAndCostScaleWithTheRating() {
        Provider slow = new Provider("slow", 4, 500, 2);

        assertThat(slow.executionTime(100)).isEqualTo(200);
        assertThat(slow.cost(100, 3)).isEqualTo(2 * 200 * 3);
        assertThat(slow.cluster().totalProcessors()).isEqualTo(4);
    }

    @Test
    void managerBidsAtHomeFirstThenFastestOrCheapest() {
        Provider home = new Provider("home", 8, 700, 1);
        Provider fast = new Provider("fast", 8, 900, 9);
        Provider cheap = new Provider("cheap", 8, 800, 2);
        Provider tiny = new Provider("tiny", 1, 2000, 1);
        FederationJob job = new FederationJob(SlaJob.withSla("j", 0, 10, 4,
                new Sla(DeadlineType.HARD, 100, 1e6, 0)), home);
        List<Provider> all = List.of(tiny, cheap, home, fast);

        assertThat(candidates(job, all, BidOrder.OFT)).containsExactly("home", "fast", "cheap");
        assertThat(candidates(job, all, BidOrder.OFC)).containsExactly("home", "cheap", "fast");
    }

    @Test
    void aProviderTooDearForTheBudgetIsNeverAsked() {
        Provider home = new Provider("home", 8, 1000, 1);
        Provider dear = new Provider("dear", 8, 1000, 100);
        FederationJob job = new FederationJob(SlaJob.withSla("j", 0, 10, 1,
                new Sla(DeadlineType.HARD, 100, 20, 0)), home);

        assertThat(candidates(job, List.of(home, dear), BidOrder.OFT)).containsExactly("home");
        assertThat(job.feasibleAt(dear)).isFalse();
    }
}
