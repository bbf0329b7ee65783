package org.accord.provider.store.journal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Optional;
import java.util.zip.CRC32C;

import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.EncodedRecord;
import org.accord.provider.store.RecordEncoding;
import org.accord.provider.store.StoreException;

/**
 * One journal entry: {@code [payload length][CRC32C of the payload][payload]}, the payload being a format
 * version and the fields of an {@link AgreementRecord} (texts as length-prefixed UTF-8, instants as
 * epoch seconds and nanoseconds), all big-endian.
 */
final class JournalEntry {

    private static final byte VERSION = 1;
    private static final int NO_TEXT = -1;

    private JournalEntry() {}

    /**
     * The entry of {@code encoded}'s record between position 0 and the limit of {@code scratch}, or of a larger
     * buffer when it does not fit (an append reuses one buffer rather than allocating and zeroing a new one each time).
     */
    static ByteBuffer encode(EncodedRecord encoded, ByteBuffer scratch) {
        AgreementRecord record = encoded.record();
        byte[][] texts = {
            utf8(record.agreementId()), utf8(record.initiator()), utf8(record.offerId()), utf8(record.templateId()),
            utf8(encoded.state()), utf8(encoded.serviceTerms()), utf8(encoded.guarantees()), utf8(record.document()),
            encoded.placement() == null ? null : utf8(encoded.placement())};
        int payload = 1 + 2 * (Long.BYTES + Integer.BYTES);
        for (byte[] text : texts) {
            payload += Integer.BYTES + (text == null ? 0 : text.length);
        }
        int size = 2 * Integer.BYTES + payload;
        ByteBuffer buffer = scratch.capacity() >= size ? scratch.clear()
                : ByteBuffer.allocate(Math.max(size, 2 * scratch.capacity()));
        buffer.putInt(payload).putInt(0).put(VERSION);
        for (byte[] text : texts) {
            buffer.putInt(text == null ? NO_TEXT : text.length);
            if (text != null) {
                buffer.put(text);
            }
        }
        putInstant(buffer, record.created());
        putInstant(buffer, record.updated());
        buffer.putInt(Integer.BYTES, checksum(buffer.array(), 2 * Integer.BYTES, payload));
        return buffer.flip();
    }

    /**
     * The entry at the buffer's position, its checksum verified and only its agreement id read, advancing past
     * it; empty (position unspecified) when the entry is incomplete or its checksum does not match. Reading
     * a journal back, only each agreement's latest entry needs decoding ({@link Checked#record}).
     */
    static Optional<Checked> next(ByteBuffer buffer) {
        int payload = buffer.getInt();
        int expected = buffer.getInt();
        if (payload <= 0 || payload > buffer.remaining()
                || checksum(buffer.array(), buffer.arrayOffset() + buffer.position(), payload) != expected) {
            return Optional.empty();
        }
        ByteBuffer entry = buffer.slice(buffer.position(), payload);
        buffer.position(buffer.position() + payload);
        byte version = entry.get();
        if (version != VERSION) {
            throw new StoreException("journal entry of unknown format version " + version);
        }
        return Optional.of(new Checked(text(entry.duplicate()), entry));
    }

    /** An entry whose checksum matched: its agreement id, and its fields after the format version. */
    record Checked(String agreementId, ByteBuffer fields) {

        /** The whole record, decoded from the entry's fields. */
        AgreementRecord record() {
            ByteBuffer buffer = fields.duplicate();
            String[] texts = new String[9];
            for (int i = 0; i < texts.length; i++) {
                texts[i] = text(buffer);
            }
            Instant created = instant(buffer);
            Instant updated = instant(buffer);
            return new AgreementRecord(texts[0], texts[1], texts[2], texts[3], RecordEncoding.state(texts[4]),
                    RecordEncoding.serviceTerms(texts[5]), RecordEncoding.guarantees(texts[6]), texts[7],
                    Optional.ofNullable(texts[8]).map(RecordEncoding::allocation), created, updated);
        }
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(ByteBuffer buffer) {
        int length = buffer.getInt();
        if (length == NO_TEXT) {
            return null;
        }
        String text = new String(buffer.array(), buffer.arrayOffset() + buffer.position(), length, StandardCharsets.UTF_8);
        buffer.position(buffer.position() + length);
        return text;
    }

    private static void putInstant(ByteBuffer buffer, Instant instant) {
        buffer.putLong(instant.getEpochSecond()).putInt(instant.getNano());
    }

    private static Instant instant(ByteBuffer buffer) {
        return Instant.ofEpochSecond(buffer.getLong(), buffer.getInt());
    }

    private static int checksum(byte[] bytes, int offset, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, offset, length);
        return (int) crc.getValue();
    }
}
