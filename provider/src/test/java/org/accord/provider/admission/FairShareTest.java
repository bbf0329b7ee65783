package org.accord.provider.admission;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.accord.provider.agreement.Offers;
import org.accord.provider.config.FairShareSettings;
import org.accord.provider.config.ProviderSettings;
import org.accord.provider.intake.CheckedOffer;
import org.junit.jupiter.api.Test;

/**
 * Fair share on both admission paths of the default provider (96 deadline nodes, 32 reservation processors):
 * one initiator filling the provider leaves the reserve for another; alone it still fills most of it.
 */
class FairShareTest {

    private static final double NOW = 1_800_000_000;
    /** The scheduler sees an offer's terms and the id it is given, so one checked offer serves every create. */
    private static final CheckedOffer LIBRASLA = Offers.checked(Offers.librasla("flood"));
    private static final CheckedOffer HPC = Offers.checked(Offers.hpc("flood"));

    @Test
    void aFloodingInitiatorLeavesTheReserveSoAnotherInitiatorsDeadlineOfferOfTheSameSizeIsAdmitted() {
        ProviderScheduler scheduler = ProviderScheduler.create(settings(0.15, Map.of()), NOW);
        int alice = fill(scheduler, "alice", "librasla");

        Admission bob = admit(scheduler, "bob-1", "bob", Offers.librasla("bob 1"));
        Admission more = admit(scheduler, "alice-more", "alice", Offers.librasla("alice more"));

        assertThat(alice).isGreaterThan(10);
        assertThat(bob).isInstanceOf(Admission.Admitted.class);
        assertThat(more).isInstanceOfSatisfying(Admission.Refused.class, r -> assertThat(r.reason())
                .startsWith("fair share: initiator 'alice' holds")
                .contains("fewer than 15 of the 96 nodes able to take a job like it (fairness.reserve = 0.15"));
    }

    @Test
    void withoutFairShareTheFloodingInitiatorTakesEverythingAndAnotherIsRefused() {
        ProviderScheduler scheduler = ProviderScheduler.create(settings(0, Map.of()), NOW);
        fill(scheduler, "alice", "librasla");

        assertThat(admit(scheduler, "bob-1", "bob", Offers.librasla("bob 1"))).isInstanceOf(Admission.Refused.class);
    }

    @Test
    void oneInitiatorAloneStillFillsAtLeastEightyPercentOfWhatItCouldWithoutFairShare() {
        int fair = fill(ProviderScheduler.create(settings(0.15, Map.of()), NOW), "alice", "librasla");
        int today = fill(ProviderScheduler.create(settings(0, Map.of()), NOW), "alice", "librasla");

        assertThat((double) fair).isGreaterThanOrEqualTo(0.8 * today);
        assertThat(fair).isLessThan(today);
    }

    @Test
    void aReservationFloodLeavesTheReserveForAnotherInitiatorAndTheFloodersCounterOfferIsALaterWindow() {
        ProviderScheduler scheduler = ProviderScheduler.create(settings(0.15, Map.of()), NOW);
        int alice = fill(scheduler, "alice", "hpc");

        Admission bob = admit(scheduler, "bob-r", "bob", Offers.hpc("bob r"));
        CheckedOffer more = Offers.checked(Offers.hpc("alice more"));
        Assessment counter = scheduler.assess("alice-more", "alice", more.kind(), more.terms(), NOW);

        assertThat(alice).isGreaterThan(0);
        assertThat(bob).isInstanceOf(Admission.Admitted.class);
        assertThat(counter).isInstanceOfSatisfying(Assessment.Alternative.class, a -> assertThat(a.explanation())
                .startsWith("fair share keeps the earlier windows for initiators below their share"));
    }

    @Test
    void twoInitiatorsFloodingTogetherSplitTheCapacityByTheirWeights() {
        int[] equal = alternate(ProviderScheduler.create(settings(0.15, Map.of()), NOW));
        int[] weighted = alternate(ProviderScheduler.create(settings(0.15, Map.of("alice", 3.0)), NOW));

        assertThat(Math.abs(equal[0] - equal[1])).isLessThanOrEqualTo(1);
        assertThat(weighted[0]).isGreaterThan(weighted[1] + 2);
    }

    /** alice and bob create in turn until both are refused; their admitted counts. */
    private static int[] alternate(ProviderScheduler scheduler) {
        int[] admitted = new int[2];
        String[] names = {"alice", "bob"};
        boolean[] done = new boolean[2];
        for (int i = 0; !(done[0] && done[1]) && i < 2000; i++) {
            int who = i % 2;
            if (!done[who]) {
                done[who] = admit(scheduler, names[who] + "-" + i, names[who], LIBRASLA) instanceof Admission.Refused;
                admitted[who] += done[who] ? 0 : 1;
            }
        }
        return admitted;
    }

    /** Admits offers of {@code initiator} until one is refused; returns how many were admitted. */
    private static int fill(ProviderScheduler scheduler, String initiator, String kind) {
        int admitted = 0;
        while (admitted < 1000) {
            CheckedOffer offer = kind.equals("hpc") ? HPC : LIBRASLA;
            if (admit(scheduler, initiator + "-" + admitted, initiator, offer) instanceof Admission.Refused) {
                return admitted;
            }
            admitted++;
        }
        return admitted;
    }

    private static Admission admit(ProviderScheduler scheduler, String id, String initiator, String xml) {
        return admit(scheduler, id, initiator, Offers.checked(xml));
    }

    private static Admission admit(ProviderScheduler scheduler, String id, String initiator, CheckedOffer offer) {
        return scheduler.admit(id, initiator, offer.kind(), offer.terms(), NOW);
    }

    private static ProviderSettings settings(double reserve, Map<String, Double> weights) {
        return ProviderSettings.builder().fairShare(new FairShareSettings(reserve, weights)).build();
    }
}
