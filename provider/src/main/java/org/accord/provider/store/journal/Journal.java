package org.accord.provider.store.journal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.accord.provider.store.AgreementRecord;
import org.accord.provider.store.EncodedRecord;
import org.accord.provider.store.StoreException;

/**
 * The write-ahead journal of a {@link JournaledAgreementStore}: agreement records appended to numbered
 * segment files ({@code 000000000001.journal}, ...) in one directory. An append is one {@code write} of
 * the whole entry to the operating system before it returns, so a process killed afterwards (kill -9
 * included) has it on disk; nothing is fsynced (see {@link StoreLocation}).
 *
 * <p>Appends go to the open segment; {@link #seal} closes it so the store can write what it holds to the
 * database and then {@link #delete} the sealed segments. Reading back ({@link #readAll}) takes the
 * segments in order and stops a segment at its first entry that is incomplete or fails its checksum:
 * that can only be the tail an append was writing when the process died, which was never acknowledged.
 * Not thread-safe: the store serialises its calls.
 */
final class Journal implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Journal.class);
    private static final String SUFFIX = ".journal";
    private static final int HEADER_BYTES = 2 * Integer.BYTES;

    private final Path directory;
    private long nextNumber;
    private FileChannel open;
    private Path openPath;
    /** The buffer appends encode into, grown to the largest entry so far. */
    private ByteBuffer scratch = ByteBuffer.allocate(8 * 1024);

    private Journal(Path directory, long nextNumber) {
        this.directory = directory;
        this.nextNumber = nextNumber;
    }

    /** The journal in {@code directory}, created if missing; new appends go to a new segment. */
    static Journal open(Path directory) {
        return open(directory, 0);
    }

    /**
     * {@link #open(Path)} whose new segments are numbered after {@code floor} too: after the database's journal
     * mark, so that no new segment takes the number of one the mark already covers (a clean stop deletes them all).
     */
    static Journal open(Path directory, long floor) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new StoreException("cannot create the journal directory " + directory + ": " + e.getMessage(), e);
        }
        List<Path> existing = segments(directory);
        long last = existing.isEmpty() ? 0 : number(existing.get(existing.size() - 1));
        return new Journal(directory, Math.max(last, floor) + 1);
    }

    /** The segment files in {@code directory}, oldest first. */
    static List<Path> segments(Path directory) {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                    .sorted((a, b) -> Long.compare(number(a), number(b))).toList();
        } catch (IOException e) {
            throw new StoreException("cannot list the journal directory " + directory + ": " + e.getMessage(), e);
        }
    }

    /**
     * Every whole entry of the given segments, in the order they were appended, each decoded (tests read the
     * journal with it; recovery needs only {@link #readLatest}).
     */
    static List<AgreementRecord> readAll(List<Path> segments) {
        List<AgreementRecord> records = new ArrayList<>();
        for (Path segment : segments) {
            read(segment, entry -> records.add(entry.record()));
        }
        return records;
    }

    /**
     * The latest whole entry of each agreement in the given segments, agreements in the order of their first
     * entry. Only those entries are decoded: a journal holds several versions of most agreements (created,
     * started, ended), and decoding is most of the cost of reading one back.
     */
    static List<AgreementRecord> readLatest(List<Path> segments) {
        Map<String, JournalEntry.Checked> latest = new LinkedHashMap<>();
        for (Path segment : segments) {
            read(segment, entry -> latest.put(entry.agreementId(), entry));
        }
        return latest.values().stream().map(JournalEntry.Checked::record).toList();
    }

    /** Appends {@code encoded}'s record to the open segment (opening a new one if none is). */
    void append(EncodedRecord encoded) {
        scratch = JournalEntry.encode(encoded, scratch);
        try {
            FileChannel channel = openSegment();
            while (scratch.hasRemaining()) {
                channel.write(scratch);
            }
        } catch (IOException e) {
            throw new StoreException("appending agreement " + encoded.agreementId() + " to the journal "
                    + openPath + " failed: " + e.getMessage(), e);
        }
    }

    /** Closes the open segment, if any; returns every segment now in the directory (all of them sealed). */
    List<Path> seal() {
        closeOpen();
        return segments(directory);
    }

    /** Deletes sealed segments whose entries the database now holds. */
    void delete(List<Path> sealed) {
        for (Path segment : sealed) {
            try {
                Files.deleteIfExists(segment);
            } catch (IOException e) {
                throw new StoreException("cannot delete the journal segment " + segment + ": " + e.getMessage(), e);
            }
        }
    }

    @Override
    public void close() {
        closeOpen();
    }

    private FileChannel openSegment() throws IOException {
        if (open == null) {
            openPath = directory.resolve(String.format("%012d%s", nextNumber++, SUFFIX));
            open = FileChannel.open(openPath, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
        return open;
    }

    private void closeOpen() {
        if (open == null) {
            return;
        }
        try {
            open.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the journal segment " + openPath, e);
        } finally {
            open = null;
        }
    }

    private static void read(Path segment, Consumer<JournalEntry.Checked> into) {
        ByteBuffer bytes;
        try {
            bytes = ByteBuffer.wrap(Files.readAllBytes(segment));
        } catch (IOException e) {
            throw new StoreException("cannot read the journal segment " + segment + ": " + e.getMessage(), e);
        }
        while (bytes.remaining() >= HEADER_BYTES) {
            int start = bytes.position();
            var entry = JournalEntry.next(bytes);
            if (entry.isEmpty()) {
                LOG.warn("journal segment {}: ignoring {} bytes of an entry that was "
                        + "never completed (the provider stopped while writing it)", segment, bytes.limit() - start);
                return;
            }
            into.accept(entry.get());
        }
        if (bytes.hasRemaining()) {
            LOG.warn("journal segment {}: ignoring a torn {}-byte tail", segment,
                    bytes.remaining());
        }
    }

    /** A segment's number, from its name. */
    static long number(Path segment) {
        String name = segment.getFileName().toString();
        try {
            return Long.parseLong(name.substring(0, name.length() - SUFFIX.length()));
        } catch (NumberFormatException e) {
            throw new StoreException("unexpected file in the journal directory: " + segment, e);
        }
    }
}
