package org.accord.provider.store.journal;

import static org.accord.provider.store.Records.T0;
import static org.accord.provider.store.Records.agreement;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.zip.CRC32C;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.accord.agreement.AgreementState;
import org.accord.agreement.GuaranteeOutcome;
import org.accord.agreement.GuaranteeTermState;
import org.accord.agreement.ServiceTermState;
import org.accord.provider.admission.DeadlineAllocation;
import org.accord.provider.admission.ReservationAllocation;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.EncodedRecord;
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
            journal.append(EncodedRecord.of(first));
            journal.append(EncodedRecord.of(second));
        }

        assertThat(Journal.readAll(Journal.segments(directory))).containsExactly(first, second);
    }

    @Test
    void sealedSegmentsAreReadInNumericOrderAndNewAppendsStartANewSegment() {
        try (Journal journal = Journal.open(directory)) {
            journal.append(EncodedRecord.of(agreement("a1", "alice", "o1")));
            assertThat(journal.seal()).hasSize(1);
            journal.append(EncodedRecord.of(agreement("a2", "alice", "o2")));
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
            journal.append(EncodedRecord.of(agreement("a1", "alice", "o1")));
        }
        try (Journal journal = Journal.open(directory)) {
            journal.append(EncodedRecord.of(agreement("a2", "alice", "o2")));
        }

        assertThat(Journal.readAll(Journal.segments(directory))).extracting(AgreementRecord::agreementId)
                .containsExactly("a1", "a2");
    }

    @Test
    void readingTheLatestEntriesGivesEachAgreementsLastVersionInTheOrderOfItsFirstEntry() throws IOException {
        AgreementRecord a1 = agreement("a1", "alice", "o1");
        AgreementRecord a2 = agreement("a2", "bob", "o2");
        AgreementRecord a1Observed = a1.withState(AgreementState.OBSERVED, T0.plusSeconds(1));
        AgreementRecord a1Complete = a1Observed.withState(AgreementState.COMPLETE, T0.plusSeconds(2));
        try (Journal journal = Journal.open(directory)) {
            journal.append(EncodedRecord.of(a1));
            journal.append(EncodedRecord.of(a2));
            journal.append(EncodedRecord.of(a1Observed));
            journal.seal();
            journal.append(EncodedRecord.of(a1Complete));
            journal.append(EncodedRecord.of(agreement("a3", "carol", "o3")));
        }
        Path last = Journal.segments(directory).get(1);
        try (RandomAccessFile file = new RandomAccessFile(last.toFile(), "rw")) {
            file.setLength(file.length() - 5);
        }

        assertThat(Journal.readLatest(Journal.segments(directory))).containsExactly(a1Complete, a2);
    }

    @Test
    void anEntryALaterOneSupersedesIsNotDecodedWhenReadingTheLatest() throws IOException {
        try (Journal journal = Journal.open(directory)) {
            journal.append(EncodedRecord.of(agreement("a1", "alice", "o1")));
        }
        Path segment = Journal.segments(directory).get(0);
        byte[] entry = Files.readAllBytes(segment);
        // a checksummed entry whose state no release ever wrote: decoding it fails
        String text = new String(entry, StandardCharsets.ISO_8859_1);
        int state = text.indexOf(AgreementState.PENDING.wsagName());
        entry[state] = 'X';
        CRC32C crc = new CRC32C();
        crc.update(entry, 8, entry.length - 8);
        ByteBuffer.wrap(entry).putInt(4, (int) crc.getValue());
        AgreementRecord later = agreement("a1", "alice", "o1").withState(AgreementState.OBSERVED, T0.plusSeconds(1));
        Files.write(segment, entry);
        try (Journal journal = Journal.open(directory)) {
            journal.append(EncodedRecord.of(later));
        }
        List<Path> segments = Journal.segments(directory);

        assertThatThrownBy(() -> Journal.readAll(segments)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Journal.readLatest(segments)).containsExactly(later);
    }

    private Path twoEntries() {
        try (Journal journal = Journal.open(directory)) {
            journal.append(EncodedRecord.of(agreement("a1", "alice", "o1")));
            journal.append(EncodedRecord.of(agreement("a2", "alice", "o2")));
        }
        return Journal.segments(directory).get(0);
    }

    /**
     * {@code journal/written-by-28f95a0.journal}: these three records appended by the journal of commit
     * 28f95a0 (before the store wrote its JSON by hand): a journal a provider of that version left behind
     * must still be recovered, and appends still write the very same bytes.
     */
    private static List<AgreementRecord> recordsOfTheOldSegment() {
        Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
        AgreementRecord pending = new AgreementRecord("a1", "alice", "offer-1", "librasla", AgreementState.PENDING,
                Map.of("job", ServiceTermState.NOT_READY), List.of(GuaranteeOutcome.undetermined("deadline")),
                "<wsag:Agreement id='a1'>\u00e9 \u2264 \u6f22</wsag:Agreement>", Optional.empty(), t0, t0);
        Map<String, ServiceTermState> done = new LinkedHashMap<>();
        done.put("job", ServiceTermState.COMPLETED);
        done.put("stage \"2\"", ServiceTermState.COMPLETED);
        AgreementRecord complete = new AgreementRecord("a2", "bob", "offer-2", "librasla-job", AgreementState.COMPLETE,
                done, List.of(new GuaranteeOutcome("deadline", GuaranteeTermState.VIOLATED, OptionalDouble.of(-12.5),
                        Optional.of("G$"), OptionalDouble.of(9000.25), OptionalDouble.of(1800)),
                        GuaranteeOutcome.undetermined("budget")),
                "<wsag:Agreement id='a2'/>",
                Optional.of(new DeadlineAllocation(7200, List.of("node-3", "node-4"), 2, 9000.5)),
                t0, t0.plusNanos(123_456_789));
        AgreementRecord reserved = new AgreementRecord("a3", "carol", "offer-3", "reservation", AgreementState.OBSERVED,
                Map.of("job", ServiceTermState.READY), List.of(GuaranteeOutcome.undetermined("window")),
                "<wsag:Agreement id='a3'/>", Optional.of(new ReservationAllocation(3600, List.of("node-0"), List.of(0, 1),
                        2, 2.0, 3.0, 2.5)), t0.plusSeconds(5), t0.plusSeconds(6));
        return List.of(pending, complete, reserved);
    }

    private static byte[] oldSegment() throws IOException {
        try (var in = JournalTest.class.getResourceAsStream("/journal/written-by-28f95a0.journal")) {
            return in.readAllBytes();
        }
    }

    @Test
    void aSegmentWrittenByTheEarlierReleaseIsReadBack() throws IOException {
        Path segment = Files.write(directory.resolve("000000000001.journal"), oldSegment());

        assertThat(Journal.readAll(List.of(segment))).containsExactlyElementsOf(recordsOfTheOldSegment());
    }

    @Test
    void appendsWriteTheSameBytesAsTheEarlierRelease() throws IOException {
        try (Journal journal = Journal.open(directory)) {
            recordsOfTheOldSegment().stream().map(EncodedRecord::of).forEach(journal::append);
        }

        assertThat(Files.readAllBytes(Journal.segments(directory).get(0))).isEqualTo(oldSegment());
    }
}
