package org.accord.provider.store.journal;

import static org.accord.provider.store.Records.T0;
import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Set;

import org.accord.agreement.AgreementState;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.AgreementStore;
import org.accord.provider.store.AgreementStoreContract;
import org.accord.provider.store.CreateOutcome;
import org.accord.provider.store.DuplicateRecordException;
import org.accord.provider.store.StoreException;

/**
 * The journaled embedded store keeps the store contract whether its writes are still only journaled or
 * already flushed, and a reopened store recovers what a stopped process journaled but never flushed.
 */
class JournaledAgreementStoreTest {

    private static final Duration NEVER = Duration.ofDays(1);

    @TempDir
    Path dataDir;

    private JournaledAgreementStore store;

    @AfterEach
    void close() {
        if (store != null) {
            store.close();
        }
    }

    /** The contract while every write is only in the journal and memory (no flush happens). */
    @Nested
    class Unflushed extends AgreementStoreContract {

        @BeforeEach
        void open() {
            store = JournaledAgreementStore.open(dataDir, NEVER);
        }

        @Override
        protected AgreementStore store() {
            return store;
        }
    }

    /** The contract while a flush runs every millisecond, so records move to the database mid-test. */
    @Nested
    class FlushedContinually extends AgreementStoreContract {

        @BeforeEach
        void open() {
            store = JournaledAgreementStore.open(dataDir, Duration.ofMillis(1));
        }

        @Override
        protected AgreementStore store() {
            return store;
        }
    }

    @Test
    void refusesATakenAgreementIdEvenWhileAFlushMovesItIntoTheDatabase() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        for (int i = 0; i < 300; i++) {
            String id = "a" + i;
            store.create(agreement(id, "alice", "offer-" + i));
            AgreementRecord sameId = agreement(id, "alice", "other-offer-" + i);
            Thread flush = new Thread(store::flush);
            flush.start();

            assertThatThrownBy(() -> store.create(sameId))
                    .as("second offer for %s", id)
                    .isInstanceOf(DuplicateRecordException.class);
            join(flush);
        }
        assertThat(store.list()).hasSize(300);
    }

    @Test
    void writesBeyondTheLimitOfUnflushedRecordsWaitForAFlushInsteadOfPilingUpInMemory() {
        store = JournaledAgreementStore.open(dataDir, NEVER, 1 << 16, 10, Duration.ofSeconds(30));
        for (int i = 0; i < 35; i++) {
            store.create(agreement("a" + i, "alice", "offer-" + i));
        }

        // no flush is due for a day: only the limit can have moved records into the database
        assertThat(store.database().count()).isGreaterThanOrEqualTo(35 - 11);
        assertThat(store.list()).hasSize(35);
    }

    @Test
    void aWriteThatFindsNoRoomBecauseEveryFlushFailsIsRefusedAndNotMade() {
        store = JournaledAgreementStore.open(dataDir, NEVER, 1 << 16, 2, Duration.ofMillis(300));
        for (int i = 0; i < 3; i++) {
            store.create(agreement("a" + i, "alice", "offer-" + i));
        }
        store.database().close(); // every flush fails from now on

        assertThatThrownBy(() -> store.create(agreement("a3", "alice", "offer-3")))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("3 agreements have writes waiting for the database (limit 2)")
                .hasMessageContaining("the write was not made");
        store.abandon();
        store = null;
        assertThat(Journal.readAll(Journal.segments(dataDir.resolve(JournaledAgreementStore.JOURNAL_DIR))))
                .extracting(AgreementRecord::agreementId).containsExactly("a0", "a1", "a2");
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aRecordJustFlushedIsReadFromThatFlushUntilTheNextOneWithoutAQuery() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        AgreementRecord created = store.create(agreement("a1", "alice", "offer-1")).agreement();
        store.flush();
        // the row changed behind the journaled store's back: only a read that queries the database sees it
        AgreementRecord behindItsBack = store.database().update("a1",
                a -> a.withState(AgreementState.REJECTED, T0.plusSeconds(5)));

        assertThat(store.find("a1")).as("read after the flush that wrote it").contains(created);

        store.create(agreement("a2", "alice", "offer-2"));
        store.flush();

        assertThat(store.find("a1")).as("read after a later flush").contains(behindItsBack);
    }

    @Test
    void anUpdateRacingAFlushBuildsOnTheLatestVersion() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        for (int i = 0; i < 300; i++) {
            String id = "a" + i;
            store.create(agreement(id, "alice", "offer-" + i));
            Thread flush = new Thread(store::flush);
            flush.start();
            store.update(id, a -> a.withState(AgreementState.OBSERVED, T0.plusSeconds(1)));
            join(flush);
            store.flush();
            AgreementRecord complete = store.update(id, a -> {
                assertThat(a.state()).as("%s as the second update reads it", id).isEqualTo(AgreementState.OBSERVED);
                return a.withState(AgreementState.COMPLETE, T0.plusSeconds(2));
            });
            assertThat(store.find(id)).contains(complete);
        }
        store.flush();
        assertThat(store.listByState(Set.of(AgreementState.COMPLETE))).hasSize(300);
    }

    @Test
    void flushWritesJournaledRecordsIntoTheDatabaseAndDeletesTheirSegmentOnlyAfterTheRetainedFlushes() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "offer-1"));
        AgreementRecord updated = store.update("a1", a -> a.withState(AgreementState.OBSERVED, T0.plusSeconds(1)));
        assertThat(store.database().find("a1")).isEmpty();
        Path first = Journal.segments(journal()).get(0);

        store.flush();

        assertThat(store.database().find("a1")).contains(updated);
        assertThat(Journal.segments(journal())).containsExactly(first);
        for (int i = 0; i < JournaledAgreementStore.RETAINED_FLUSHES - 1; i++) {
            store.create(agreement("b" + i, "bob", "offer-b" + i));
            store.flush();
        }
        assertThat(Journal.segments(journal())).hasSize(JournaledAgreementStore.RETAINED_FLUSHES).contains(first);

        store.create(agreement("last", "bob", "offer-last"));
        store.flush();

        assertThat(Journal.segments(journal())).hasSize(JournaledAgreementStore.RETAINED_FLUSHES).doesNotContain(first);
        assertThat(store.retainedSegments()).isEqualTo(JournaledAgreementStore.RETAINED_FLUSHES);
    }

    @Test
    void closingDeletesTheRetainedJournal() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "offer-1"));
        store.flush();
        store.create(agreement("a2", "alice", "offer-2"));
        assertThat(Journal.segments(journal())).hasSize(2);

        store.close();
        store = null;

        assertThat(Journal.segments(journal())).isEmpty();
    }

    @Test
    void reopenedStoreRecoversWritesAStoppedProcessNeverFlushed() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "offer-1"));
        store.create(agreement("a2", "bob", "offer-2"));
        AgreementRecord complete = store.update("a1", a -> a.withState(AgreementState.COMPLETE, T0.plusSeconds(9)));
        store.abandon();

        store = JournaledAgreementStore.open(dataDir, NEVER);

        assertThat(store.database().list()).extracting(AgreementRecord::agreementId).containsExactly("a1", "a2");
        assertThat(store.find("a1")).contains(complete);
        assertThat(store.findByOffer("bob", "offer-2")).isPresent();
        // kept until later flushes: the database may not have the recovered writes after a kill either
        assertThat(Journal.segments(journal())).hasSize(1);
        assertThat(store.retainedSegments()).isEqualTo(1);
    }

    @Test
    void aRestartReplaysOnlyTheSegmentsAfterTheLastFlushTheDatabaseCommitted() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "offer-1"));
        store.flush();
        AgreementRecord observed = store.update("a1", a -> a.withState(AgreementState.OBSERVED, T0.plusSeconds(1)));
        store.create(agreement("a2", "alice", "offer-2"));
        store.flush();
        store.create(agreement("a3", "bob", "offer-3"));
        store.abandon();

        store = JournaledAgreementStore.open(dataDir, NEVER);

        assertThat(store.replayedSegments()).isEqualTo(1);
        assertThat(store.find("a1")).contains(observed);
        assertThat(store.find("a2")).isPresent();
        assertThat(store.database().find("a3")).isPresent();
        assertThat(store.retainedSegments()).as("all kept as long as before").isEqualTo(3);
    }

    @Test
    void segmentsWrittenAfterACleanStopAreNumberedPastTheDatabasesMarkSoAKillThenLosesNothing() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "offer-1"));
        store.flush();
        store.create(agreement("a2", "alice", "offer-2"));
        store.close();
        assertThat(Journal.segments(journal())).isEmpty();
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a3", "bob", "offer-3"));
        store.abandon();

        store = JournaledAgreementStore.open(dataDir, NEVER);

        assertThat(store.replayedSegments()).isEqualTo(1);
        assertThat(store.find("a3")).isPresent();
    }

    @Test
    void recoveryKeepsADatabaseRowThatChangedAfterTheJournaledVersion() throws IOException {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "offer-1"));
        Path stale = Files.copy(Journal.segments(journal()).get(0), dataDir.resolve("stale-segment"));
        store.flush();
        AgreementRecord later = store.update("a1", a -> a.withState(AgreementState.COMPLETE, T0.plusSeconds(9)));
        store.close();
        // a flush whose segment could not be deleted leaves an older version behind
        Files.move(stale, journal().resolve("000000000001.journal"), StandardCopyOption.REPLACE_EXISTING);

        store = JournaledAgreementStore.open(dataDir, NEVER);

        assertThat(store.find("a1")).contains(later);
    }

    @Test
    void listingsMergeFlushedAndJournaledRecordsInCreationOrder() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        store.create(agreement("a1", "alice", "o1"));
        store.create(agreement("a2", "alice", "o2"));
        store.flush();
        store.create(agreement("a3", "alice", "o3"));
        store.update("a1", a -> a.withState(AgreementState.COMPLETE, T0.plusSeconds(1)));

        assertThat(store.list()).extracting(AgreementRecord::agreementId).containsExactly("a1", "a2", "a3");
        assertThat(store.listByState(Set.of(AgreementState.PENDING))).extracting(AgreementRecord::agreementId)
                .containsExactly("a2", "a3");
        assertThat(store.listByInitiator("alice")).hasSize(3);
    }

    @Test
    void retryOfAFlushedOfferReturnsTheStoredAgreementWithoutJournalingIt() {
        store = JournaledAgreementStore.open(dataDir, NEVER);
        AgreementRecord first = store.create(agreement("a1", "alice", "offer-1")).agreement();
        store.flush();

        CreateOutcome retry = store.create(agreement("a2", "alice", "offer-1"));

        assertThat(retry).isEqualTo(new CreateOutcome.Existing(first));
        assertThat(store.find("a2")).isEmpty();
        assertThat(Journal.readAll(Journal.segments(journal()))).containsExactly(first);
    }

    @Test
    void keyFilterGrowsAndStillFindsEveryStoredOffer() {
        store = JournaledAgreementStore.open(dataDir, NEVER, 4);
        for (int i = 0; i < 40; i++) {
            store.create(agreement("a" + i, "alice", "offer-" + i));
            if (i % 10 == 9) {
                store.flush();
            }
        }
        store.close();
        store = JournaledAgreementStore.open(dataDir, NEVER, 4);
        store.create(agreement("late", "alice", "offer-late"));

        for (int i = 0; i < 40; i++) {
            assertThat(store.create(agreement("retry-" + i, "alice", "offer-" + i)))
                    .isEqualTo(new CreateOutcome.Existing(store.find("a" + i).orElseThrow()));
        }
        assertThat(store.findByOffer("alice", "offer-late")).isPresent();
        assertThat(store.findByOffer("alice", "offer-none")).isEmpty();
        assertThat(store.find("none")).isEmpty();
    }

    private Path journal() {
        return dataDir.resolve(JournaledAgreementStore.JOURNAL_DIR);
    }
}
