package org.accord.provider.store.journal;

import static org.accord.provider.store.Records.T0;
import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.Records;

class JournalTest {

    @TempDir
    Path directory;

    @Test
    void readsBackEveryFieldOfEveryEntryInAppendOrder() {
        AgreementRecord first = agreement("a1", "alice", "offer-1")
                .withPlacement(Records.placement(), T0.plusNanos(123_456_789)).withDocument("<d>é ≤ 漢</d>", T0.plusSeconds(1));
        AgreementRecord second = agreement("a2", "bob", "offer-2");
        try (Journal journal = Journal.open(directory)) {
            journal.append(first);
            journal.append(second);
        }

        assertThat(Journal.readAll(Journal.segments(directory))).containsExactly(first, second);
    }

    @Test
    void sealedSegmentsAreReadInNumericOrderAndNewAppendsStartANewSegment() {
        try (Journal journal = Journal.open(directory)) {
            journal.append(agreement("a1", "alice", "o1"));
            assertThat(journal.seal()).hasSize(1);
            journal.append(agreement("a2", "alice", "o2"));
            List<Path> sealed = journal.seal();

            assertThat(sealed).extracting(p -> p.getFileName().toString())
                    .containsExactly("000000000001.journal", "000000000002.journal");
            assertThat(Journal.readAll(sealed)).extracting(AgreementRecord::agreementId).containsExactly("a1", "a2");
            journal.delete(sealed);
        }
        assertThat(Journal.segments(directory)).isEmpty();
    }

    @Test
    void anEntryCutShortByAKilledProcessIsIgnored() throws IOException {
        Path segment = twoEntries();
        long whole = Files.size(segment);
        try (RandomAccessFile file = new RandomAccessFile(segment.toFile(), "rw")) {
            file.setLength(whole - 7);
        }

        assertThat(Journal.readAll(List.of(segment))).extracting(AgreementRecord::agreementId).containsExactly("a1");
    }

    @Test
    void anEntryWhoseChecksumFailsEndsTheSegment() throws IOException {
        Path segment = twoEntries();
        byte[] bytes = Files.readAllBytes(segment);
        bytes[bytes.length - 3] ^= 0x40;
        Files.write(segment, bytes);

        assertThat(Journal.readAll(List.of(segment))).extracting(AgreementRecord::agreementId).containsExactly("a1");
    }

    @Test
    void aReopenedJournalAppendsAfterTheSegmentsAlreadyThere() {
        try (Journal journal = Journal.open(directory)) {
            journal.append(agreement("a1", "alice", "o1"));
        }
        try (Journal journal = Journal.open(directory)) {
            journal.append(agreement("a2", "alice", "o2"));
        }

        assertThat(Journal.readAll(Journal.segments(directory))).extracting(AgreementRecord::agreementId)
                .containsExactly("a1", "a2");
    }

    private Path twoEntries() {
        try (Journal journal = Journal.open(directory)) {
            journal.append(agreement("a1", "alice", "o1"));
            journal.append(agreement("a2", "alice", "o2"));
        }
        return Journal.segments(directory).get(0);
    }
}
