package org.accord.provider.store;

import static org.accord.provider.store.Records.T0;
import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.accord.agreement.AgreementState;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedded store keeps the store contract while its writes are committed in groups, answers a write only
 * once the database holds it, shows queued writes to readers at once, and a reopened store serves what an
 * abandoned one acknowledged.
 */
class GroupCommitAgreementStoreTest {

    @TempDir
    Path dataDir;

    private GroupCommitAgreementStore store;

    @AfterEach
    void close() {
        if (store != null) {
            store.close();
        }
    }

    @Nested
    class Contract extends AgreementStoreContract {

        @BeforeEach
        void open() {
            store = GroupCommitAgreementStore.open(dataDir);
        }

        @Override
        AgreementStore store() {
            return store;
        }
    }

    @Test
    void aWriteReturnsOnlyOnceTheDatabaseHoldsIt() {
        store = GroupCommitAgreementStore.open(dataDir);

        store.create(agreement("a1", "alice", "offer-1"));
        assertThat(store.database().find("a1")).isPresent();
        AgreementRecord observed = store.update("a1", a -> a.withState(AgreementState.OBSERVED, T0.plusSeconds(1)));
        assertThat(store.database().find("a1")).contains(observed);
    }

    @Test
    void writesInsideACommittingScopeAreVisibleAtOnceAndCommittedWhenItEnds() {
        store = GroupCommitAgreementStore.open(dataDir);

        AgreementRecord observed = store.committing(() -> {
            store.create(agreement("a1", "alice", "offer-1"));
            assertThat(store.find("a1")).isPresent();
            assertThat(store.findByOffer("alice", "offer-1")).isPresent();
            assertThat(store.create(agreement("a2", "alice", "offer-1"))).isInstanceOf(CreateOutcome.Existing.class);
            return store.update("a1", a -> a.withState(AgreementState.OBSERVED, T0.plusSeconds(1)));
        });

        assertThat(store.database().find("a1")).contains(observed);
        assertThat(store.database().list()).hasSize(1);
    }

    @Test
    void concurrentCreatesAreAllCommittedBeforeTheyReturn() throws Exception {
        store = GroupCommitAgreementStore.open(dataDir);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Boolean>> committed = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            String id = "a" + i;
            committed.add(pool.submit(() -> {
                store.create(agreement(id, "alice", "offer-" + id));
                return store.database().find(id).isPresent();
            }));
        }
        for (Future<Boolean> result : committed) {
            assertThat(result.get(60, TimeUnit.SECONDS)).isTrue();
        }
        pool.shutdown();
        assertThat(store.database().list()).hasSize(200);
    }

    @Test
    void reopenedStoreServesEveryAcknowledgedWriteOfAnAbandonedOne() {
        store = GroupCommitAgreementStore.open(dataDir);
        store.create(agreement("a1", "alice", "offer-1"));
        store.create(agreement("a2", "bob", "offer-2"));
        AgreementRecord complete = store.update("a1", a -> a.withState(AgreementState.COMPLETE, T0.plusSeconds(9)));
        store.abandon();

        store = GroupCommitAgreementStore.open(dataDir);

        assertThat(store.list()).extracting(AgreementRecord::agreementId).containsExactly("a1", "a2");
        assertThat(store.find("a1")).contains(complete);
        assertThat(store.findByOffer("bob", "offer-2")).isPresent();
        assertThat(store.listByState(Set.of(AgreementState.PENDING))).extracting(AgreementRecord::agreementId)
                .containsExactly("a2");
    }

    @Test
    void refusesADataDirectoryWhoseEarlierJournalStillHoldsWrites() throws IOException {
        Path journal = Files.createDirectories(dataDir.resolve("journal"));
        Files.write(journal.resolve("000000000001.journal"), new byte[] {0, 0, 0, 1});

        assertThatThrownBy(() -> GroupCommitAgreementStore.open(dataDir))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining(journal.toString())
                .hasMessageContaining("earlier Accord release");
    }

    @Test
    void opensOverAnEmptyJournalDirectoryOfAnEarlierRelease() throws IOException {
        Files.createDirectories(dataDir.resolve("journal"));

        store = GroupCommitAgreementStore.open(dataDir);

        assertThat(store.list()).isEmpty();
        assertThat(dataDir.resolve("journal")).doesNotExist();
    }
}
