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
import java.util.Set;
import java.util.TreeSet;

/**
 * The backend's durable record of what it handed to Slurm, so that a restarted provider never submits an
 * agreement's work twice: before {@code sbatch} runs, a line {@code submitting ID} is forced to disk; once Slurm
 * answers, {@code submitted ID JOB}; before a re-plan that changes the CPU count cancels the job,
 * {@code replaced ID JOB}; once the outcome is reported, {@code ended ID}. A restart reads it back ({@link #open})
 * and rewrites it with only the agreements not ended.
 *
 * <p>What a restart learns from it: no line, never submitted (submit it); {@code submitted}, Slurm's job id to
 * follow, even when Slurm has forgotten the job (its end is then looked up in the completion record, else the
 * outcome is unknown); {@code submitting} alone, the provider died around {@code sbatch}: the job is looked up by
 * name, and never submitted again unless Slurm shows it cannot have run; {@code replaced} last, the provider died
 * between cancelling a job for a re-plan and submitting its successor: submit it (the replaced jobs, cancelled by
 * the provider itself, are never taken for the agreement's job). One line per step, forced with
 * {@link FileChannel#force}; a torn last line (a kill while writing) is ignored. Used by the backend's own threads,
 * one write at a time.
 */
final class SubmissionLog implements AutoCloseable {
    /**
     * What the log says of one agreement.
     *
     * @param jobId Slurm's job id once {@code sbatch} answered
     * @param submitting {@code sbatch} was about to run (or ran) and its answer is not recorded
     * @param replaced the agreement's earlier jobs, which the provider cancelled for a re-plan
     */
    record Entry(String agreementId, Optional<Long> jobId, boolean submitting, Set<Long> replaced) {
        Entry {
            replaced = Set.copyOf(replaced);
            if (submitting && jobId.isPresent()) {
                throw new IllegalArgumentException("agreement " + agreementId + " is submitting and submitted at once");
            }
        }

        /** Submitted (a job id) or submitting (none), nothing replaced. */
        Entry(String agreementId, Optional<Long> jobId) {
            this(agreementId, jobId, jobId.isEmpty(), Set.of());
        }
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
            live.put(f[1], new Entry(f[1], Optional.empty(), true, replaced(live, f[1])));
        } else if (f.length == 3 && f[0].equals("submitted") && f[2].matches("\\d{1,18}")) {
            live.put(f[1], new Entry(f[1], Optional.of(Long.parseLong(f[2])), false, replaced(live, f[1])));
        } else if (f.length == 3 && f[0].equals("replaced") && f[2].matches("\\d{1,18}")) {
            Set<Long> replaced = new TreeSet<>(replaced(live, f[1]));
            replaced.add(Long.parseLong(f[2]));
            live.put(f[1], new Entry(f[1], Optional.empty(), false, replaced));
        } else if (f.length == 2 && f[0].equals("ended")) {
            live.remove(f[1]);
        }
    }

    private static Set<Long> replaced(Map<String, Entry> live, String agreementId) {
        Entry entry = live.get(agreementId);
        return entry == null ? Set.of() : entry.replaced();
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

    /** Records, durably, that the provider cancels {@code jobId} for a re-plan: the agreement's next job will follow. */
    synchronized void replaced(String agreementId, long jobId) {
        write(agreementId, "replaced " + agreementId + " " + jobId);
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
            new TreeSet<>(e.replaced()).forEach(j -> text.append("replaced ").append(e.agreementId()).append(' ')
                    .append(j).append('\n'));
            e.jobId().ifPresent(j -> text.append("submitted ").append(e.agreementId()).append(' ').append(j).append('\n'));
            if (e.submitting()) {
                text.append("submitting ").append(e.agreementId()).append('\n');
            }
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
