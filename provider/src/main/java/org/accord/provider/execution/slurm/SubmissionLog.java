package org.accord.provider.execution.slurm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The backend's durable record of what it handed to Slurm, so that a restarted provider never submits an
 * agreement's work twice: before {@code sbatch} runs, a line {@code submitting ID} is forced to disk; once Slurm
 * answers, {@code submitted ID JOB}; once the outcome is reported, {@code ended ID}. A restart reads it back
 * ({@link #open}) and rewrites it with only the agreements not ended.
 *
 * <p>What a restart learns from it: no line, never submitted (submit it); {@code submitted}, Slurm's job id to
 * follow, even when Slurm has forgotten the job (its end is then looked up in the completion record, else the
 * outcome is unknown); {@code submitting} alone, the provider died around {@code sbatch}: the job is looked up by
 * name, and never submitted again. One line per step, forced with {@link FileChannel#force}; a torn last line (a
 * kill while writing) is ignored. Used by the backend's own threads, one write at a time.
 */
final class SubmissionLog implements AutoCloseable {
    /** What the log says of one agreement: submitted, with the job id once Slurm gave one. */
    record Entry(String agreementId, Optional<Long> jobId) {
    }

    private final Path file;
    private final Map<String, Entry> live;
    private FileChannel channel;

    private SubmissionLog(Path file, Map<String, Entry> live) {
        this.file = file;
        this.live = live;
    }

    /** Reads {@code file} (created when missing) and compacts it to the agreements not ended. */
    static SubmissionLog open(Path file) {
        Map<String, Entry> live = new LinkedHashMap<>();
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            if (Files.exists(file)) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                // only whole lines count: a last line without its newline was torn by a kill while writing
                for (String line : text.substring(0, text.lastIndexOf('\n') + 1).split("\n")) {
                    apply(live, line.split(" "));
                }
            }
            SubmissionLog log = new SubmissionLog(file, live);
            log.compact();
            return log;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the Slurm submission log " + file + ": " + e.getMessage(), e);
        }
    }

    private static void apply(Map<String, Entry> live, String[] f) {
        if (f.length == 2 && f[0].equals("submitting")) {
            live.put(f[1], new Entry(f[1], Optional.empty()));
        } else if (f.length == 3 && f[0].equals("submitted") && f[2].matches("\\d{1,18}")) {
            live.put(f[1], new Entry(f[1], Optional.of(Long.parseLong(f[2]))));
        } else if (f.length == 2 && f[0].equals("ended")) {
            live.remove(f[1]);
        }
    }

    /** What the log says of {@code agreementId}; empty when its work was never handed to Slurm (or has ended). */
    synchronized Optional<Entry> entry(String agreementId) {
        return Optional.ofNullable(live.get(agreementId));
    }

    /** Records, durably, that {@code sbatch} is about to run for the agreement. */
    synchronized void submitting(String agreementId) {
        write(agreementId, "submitting " + agreementId);
    }

    /** Records, durably, Slurm's job id for the agreement. */
    synchronized void submitted(String agreementId, long jobId) {
        write(agreementId, "submitted " + agreementId + " " + jobId);
    }

    /** Records that the agreement's outcome was reported (or its work withdrawn): nothing to follow after a restart. */
    synchronized void ended(String agreementId) {
        if (live.containsKey(agreementId)) {
            write(agreementId, "ended " + agreementId);
        }
    }

    private void write(String agreementId, String line) {
        requireWord(agreementId);
        apply(live, line.split(" "));
        try {
            channel.write(ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8)));
            channel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the Slurm submission log " + file + ": " + e.getMessage(), e);
        }
    }

    private static void requireWord(String agreementId) {
        if (agreementId.isEmpty() || agreementId.chars().anyMatch(c -> c <= ' ')) {
            throw new IllegalArgumentException("an agreement id without blanks is needed: '" + agreementId + "'");
        }
    }

    /** Rewrites the file with the live entries only (to a temporary file, then moved over it). */
    private void compact() throws IOException {
        Path next = file.resolveSibling(file.getFileName() + ".next");
        StringBuilder text = new StringBuilder();
        for (Entry e : live.values()) {
            text.append(e.jobId().map(j -> "submitted " + e.agreementId() + " " + j)
                    .orElse("submitting " + e.agreementId())).append('\n');
        }
        try (FileChannel out = FileChannel.open(next, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            out.write(ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8)));
            out.force(true);
        }
        Files.move(next, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    }

    /** The agreements the log follows, for tests and the restart's log line. */
    synchronized List<Entry> entries() {
        return List.copyOf(live.values());
    }

    @Override
    public synchronized void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing was left unwritten: every write was forced
        }
    }
}
