package org.accord.provider.store;

import static org.accord.provider.store.Records.T0;
import static org.accord.provider.store.Records.agreement;
import static org.accord.provider.store.Records.negotiation;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;

import org.junit.jupiter.api.Test;

/** The behaviour every {@link AgreementStore} must show, run against each database by a subclass. */
public abstract class AgreementStoreContract {

    /** A store on an empty database. */
    protected abstract AgreementStore store();

    @Test
    void findsAStoredAgreementByIdAndByOffer() {
        AgreementRecord stored = agreement("a1", "alice", "offer-1");

        assertThat(store().create(stored)).isEqualTo(new CreateOutcome.Created(stored));
        assertThat(store().find("a1")).contains(stored);
        assertThat(store().findByOffer("alice", "offer-1")).contains(stored);
        assertThat(store().find("a2")).isEmpty();
    }

    @Test
    void retriedCreateWithTheSameOfferReturnsTheFirstAgreement() {
        AgreementRecord first = agreement("a1", "alice", "offer-1");
        store().create(first);

        CreateOutcome retry = store().create(agreement("a2", "alice", "offer-1"));

        assertThat(retry).isEqualTo(new CreateOutcome.Existing(first));
        assertThat(store().list()).containsExactly(first);
    }

    @Test
    void sameOfferIdFromAnotherInitiatorIsAnotherAgreement() {
        store().create(agreement("a1", "alice", "offer-1"));

        assertThat(store().create(agreement("a2", "bob", "offer-1"))).isInstanceOf(CreateOutcome.Created.class);
        assertThat(store().listByInitiator("bob")).extracting(AgreementRecord::agreementId).containsExactly("a2");
    }

    @Test
    void refusesAnAgreementIdTakenByAnotherOffer() {
        store().create(agreement("a1", "alice", "offer-1"));

        assertThatThrownBy(() -> store().create(agreement("a1", "alice", "offer-2")))
                .isInstanceOf(DuplicateRecordException.class)
                .hasMessageContaining("a1");
    }

    @Test
    void keepsLongDocumentsAndPlacementsWhole() {
        String document = "<doc>" + "x".repeat(300_000) + "</doc>";
        store().create(agreement("a1", "alice", "offer-1").withDocument(document, T0));

        store().update("a1", a -> a.withPlacement(Records.placement(), T0.plusSeconds(1)));

        AgreementRecord read = store().find("a1").orElseThrow();
        assertThat(read.document()).isEqualTo(document);
        assertThat(read.placement()).contains(Records.placement());
        assertThat(read.updated()).isEqualTo(T0.plusSeconds(1));
    }

    @Test
    void updateWritesTheChangedStateAndTermStates() {
        store().create(agreement("a1", "alice", "offer-1"));

        AgreementRecord written = store().update("a1", a -> a.withState(AgreementState.OBSERVED, T0.plusSeconds(5))
                .withTermStates(Map.of("job", ServiceTermState.READY), List.of(new GuaranteeOutcome("deadline",
                        GuaranteeTermState.FULFILLED, OptionalDouble.of(100), Optional.of("EUR"), OptionalDouble.of(7200),
                        OptionalDouble.of(0))), T0.plusSeconds(5)));

        assertThat(store().find("a1")).contains(written);
        assertThat(written.state()).isEqualTo(AgreementState.OBSERVED);
        assertThat(written.guarantees().get(0).state()).isEqualTo(GuaranteeTermState.FULFILLED);
        assertThat(written.serviceTerms()).containsEntry("job", ServiceTermState.READY);
    }

    @Test
    void updateThatThrowsLeavesTheAgreementUnchanged() {
        AgreementRecord original = agreement("a1", "alice", "offer-1");
        store().create(original);

        assertThatThrownBy(() -> store().update("a1", a -> {
            throw new IllegalStateException("cannot terminate a Complete agreement");
        })).isInstanceOf(IllegalStateException.class);
        assertThat(store().find("a1")).contains(original);
    }

    @Test
    void updateOfAnUnknownAgreementNamesIt() {
        assertThatThrownBy(() -> store().update("nope", a -> a))
                .isInstanceOf(RecordNotFoundException.class)
                .hasMessage("no agreement with id nope");
    }

    @Test
    void updateMayNotChangeTheAgreementsIdentity() {
        store().create(agreement("a1", "alice", "offer-1"));

        assertThatThrownBy(() -> store().update("a1", a -> agreement("a1", "mallory", "offer-1")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(store().find("a1").orElseThrow().initiator()).isEqualTo("alice");
    }

    @Test
    void listsAgreementsInTheGivenStatesOldestFirst() {
        store().create(agreement("a1", "alice", "o1"));
        store().create(agreement("a2", "alice", "o2"));
        store().create(agreement("a3", "alice", "o3"));
        store().update("a2", a -> a.withState(AgreementState.COMPLETE, T0.plusSeconds(1)));

        assertThat(store().listByState(Set.of(AgreementState.PENDING, AgreementState.OBSERVED)))
                .extracting(AgreementRecord::agreementId).containsExactly("a1", "a3");
        assertThat(store().listByState(Set.of())).isEmpty();
    }

    @Test
    void storesFindsAndUpdatesNegotiations() {
        store().createNegotiation(negotiation("n1", "alice"));

        NegotiationRecord written = store().updateNegotiation("n1",
                n -> n.withOffers("<offers><offer/></offers>", T0.plusSeconds(2)).withState(NegotiationState.TERMINATED, T0.plusSeconds(2)));

        assertThat(store().findNegotiation("n1")).contains(written);
        assertThat(written.state()).isEqualTo(NegotiationState.TERMINATED);
        assertThatThrownBy(() -> store().createNegotiation(negotiation("n1", "bob")))
                .isInstanceOf(DuplicateRecordException.class);
        assertThatThrownBy(() -> store().updateNegotiation("n2", n -> n))
                .isInstanceOf(RecordNotFoundException.class);
    }

    @Test
    void concurrentCreatesWithDuplicateOfferIdsStoreExactlyOneAgreementPerOffer() throws Exception {
        int threads = 8;
        int offers = 25;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<List<CreateOutcome>>> results = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            results.add(pool.submit(() -> {
                start.await();
                List<CreateOutcome> outcomes = new ArrayList<>();
                for (int o = 0; o < offers; o++) {
                    outcomes.add(store().create(agreement("t" + thread + "-o" + o, "alice", "offer-" + o)));
                }
                return outcomes;
            }));
        }
        start.countDown();
        List<CreateOutcome> all = new ArrayList<>();
        for (Future<List<CreateOutcome>> result : results) {
            all.addAll(result.get(60, TimeUnit.SECONDS));
        }
        pool.shutdown();

        assertThat(store().list()).hasSize(offers);
        assertThat(all).filteredOn(o -> o instanceof CreateOutcome.Created).hasSize(offers);
        for (int o = 0; o < offers; o++) {
            String winner = store().findByOffer("alice", "offer-" + o).orElseThrow().agreementId();
            String offerId = "offer-" + o;
            assertThat(all).filteredOn(r -> r.agreement().offerId().equals(offerId))
                    .hasSize(threads)
                    .allSatisfy(r -> assertThat(r.agreement().agreementId()).isEqualTo(winner));
        }
    }
}
