package org.accord.provider.execution.slurm;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Slurm 22.05's jobs as text: its {@code squeue --json} lists every job the controller holds whatever the
 * filters, so the provider's poll there, when it follows more jobs than it looks up one by one, asks {@code squeue
 * --states=all --user=USER --jobs=ID,... --noheader --format=...} (whose filters hold, though slurmctld still
 * sends squeue every job it holds), and reads the exit code of a job that has ended from {@code scontrol show job
 * -o ID} (squeue prints none). Fields
 * are separated by the unit separator (U+001F), which no job name, comment or reservation holds; times are read
 * as UTC (the commands run with {@code TZ=UTC}).
 */
final class SqueueText {
    /** Between the fields of a line, in squeue's and sacct's text answers. */
    static final char SEPARATOR = '\u001f';
    /** id, name, comment, state, reason, start, end, reservation, CPUs. */
    static final String FORMAT = String.join(String.valueOf(SEPARATOR), "%i", "%j", "%k", "%T", "%r", "%S", "%e",
            "%v", "%C");

    private SqueueText() {
    }

    /** The jobs of {@code squeue --noheader --format=FORMAT}, without exit codes (0 until {@link #exitStatus}). */
    static List<SlurmJob> jobs(List<String> command, String text) {
        List<SlurmJob> jobs = new ArrayList<>();
        for (String[] f : records(command, text, 9)) {
            try {
                String state = f[3].strip();
                SlurmJob job = new SlurmJob(Long.parseLong(f[0].strip()), text(f[1]), text(f[2]), state, text(f[4]),
                        state.equals("PENDING") ? Optional.empty() : time(f[5]), Optional.empty(), 0, text(f[7]),
                        Integer.parseInt(f[8].strip()));
                jobs.add(job.ended() ? job.endingAt(time(f[6])) : job);
            } catch (NumberFormatException e) {
                throw new SlurmCommandException(command, "answered a line that is not a job: " + line(f));
            }
        }
        return jobs;
    }

    /** The non-blank lines of a text answer, each split at {@link #SEPARATOR} into exactly {@code fields} fields. */
    static List<String[]> records(List<String> command, String text, int fields) {
        List<String[]> records = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(String.valueOf(SEPARATOR), -1);
            if (f.length != fields) {
                throw new SlurmCommandException(command, "answered a line of " + f.length + " fields instead of "
                        + fields + ": " + line);
            }
            records.add(f);
        }
        return records;
    }

    /** A record's line as Slurm printed it, for an error. */
    static String line(String[] record) {
        return String.join(String.valueOf(SEPARATOR), record);
    }

    /**
     * The wait status from {@code scontrol show job -o}'s {@code ExitCode=CODE:SIGNAL} ({@link #waitStatus}); empty
     * when the answer has none.
     */
    static Optional<Integer> exitStatus(String text) {
        for (String word : text.split("\\s+")) {
            if (word.startsWith("ExitCode=")) {
                try {
                    return Optional.of(waitStatus(word.substring("ExitCode=".length())));
                } catch (NumberFormatException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Slurm's {@code CODE:SIGNAL} (scontrol's and sacct's {@code ExitCode}, the completion log's) as the wait status
     * it was printed from: the exit code times 256 plus the signal, as {@link SlurmJob#exitStatus} holds it.
     *
     * @throws NumberFormatException when either part is not a number
     */
    static int waitStatus(String codeSignal) {
        String[] parts = codeSignal.strip().split(":");
        int code = Integer.parseInt(parts[0]);
        int signal = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
        return (code & 0xff) << 8 | signal & 0x7f;
    }

    private static String text(String field) {
        String value = field.strip();
        return value.equals("(null)") ? "" : value;
    }

    /** A text answer's time (UTC), or none ({@code N/A}, {@code None}, {@code Unknown}, ...). */
    static Optional<Instant> time(String field) {
        try {
            return Optional.of(LocalDateTime.parse(field.strip()).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
