package org.accord.provider.store;

import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;

import org.accord.localpostgres.LocalPostgres;
import org.accord.localpostgres.PostgresRequired;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The capacity pool's sections ({@link SharedDatabase}) of two instances' stores over one real PostgreSQL database. */
@ExtendWith(PostgresRequired.class)
class SharedDatabaseIT {

    private static LocalPostgres postgres;
    private static int databases;

    private JdbcAgreementStore first;
    private JdbcAgreementStore second;

    @BeforeAll
    static void startServer() {
        postgres = LocalPostgres.start(false);
    }

    @AfterAll
    static void stopServer() {
        postgres.close();
    }

    @BeforeEach
    void open() {
        StoreLocation location = new StoreLocation(postgres.createDatabase("shared_" + ++databases),
                LocalPostgres.USER, "");
        first = JdbcAgreementStore.open(location);
        second = JdbcAgreementStore.open(location);
    }

    @AfterEach
    void close() {
        first.close();
        second.close();
    }

    @Test
    void aSectionReadsWhatOtherInstancesWroteButNeverItsOwnWrites() {
        long firstSeen = write(first, 0, "mine", 7.5);
        SharedDatabase.PoolSection theirs = second.shared().enterPool(0);
        assertThat(theirs.changes()).extracting(c -> c.record().agreementId()).containsExactly("mine");
        second.create(agreement("theirs", "bob", "offer-theirs"));
        theirs.close(3.0);
        long secondSeen = theirs.seenThrough();

        try (SharedDatabase.PoolSection section = first.shared().enterPool(firstSeen)) {
            assertThat(section.changes()).extracting(c -> c.record().agreementId()).containsExactly("theirs");
            assertThat(section.clockSeconds()).isEqualTo(7.5);
        }
        try (SharedDatabase.PoolSection section = second.shared().enterPool(secondSeen)) {
            assertThat(section.changes()).isEmpty();
        }
    }

    @Test
    void aSectionThatWroteHasSeenEverythingUpToItsWrites() {
        long seen = write(first, 0, "a1", 1.0);

        try (SharedDatabase.PoolSection section = first.shared().enterPool(seen)) {
            assertThat(section.changes()).isEmpty();
            assertThat(section.seenThrough()).isEqualTo(seen);
        }
    }

    @Test
    void readsEveryChangeInChangeOrderHoweverManyPagesTheyFill() {
        int count = SharedDatabase.CHANGES_PAGE * 2 + 5;
        IntStream.range(0, count).forEach(i -> second.create(agreement("a" + i, "alice", "offer-" + i)));

        try (SharedDatabase.PoolSection section = first.shared().enterPool(0)) {
            List<SharedDatabase.Change> changes = section.changes();
            assertThat(changes).extracting(c -> c.record().agreementId())
                    .containsExactlyElementsOf(IntStream.range(0, count).mapToObj(i -> "a" + i).toList());
            assertThat(section.seenThrough()).isEqualTo(changes.get(count - 1).sequence());
        }
    }

    /** Creates {@code id} in a section of {@code store} entered after change {@code seen}; what it has seen after. */
    private static long write(JdbcAgreementStore store, long seen, String id, double clock) {
        SharedDatabase.PoolSection section = store.shared().enterPool(seen);
        store.create(agreement(id, "alice", "offer-" + id));
        section.close(clock);
        return section.seenThrough();
    }
}
